import { useEffect } from 'react';
import { Link } from '../router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = 'Page Not Found';
  }, []);
  return (
    <section className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link
        className="mt-6 inline-block rounded bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
        to="/"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export default function EnhancedPage() {
  return (
    <section className="mx-auto max-w-5xl p-4">
      <h1 className="text-2xl font-bold">Analysis Dashboard</h1>
    </section>
  );
}

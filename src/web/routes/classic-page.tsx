export default function ClassicPage() {
  return (
    <section className="mx-auto max-w-5xl p-4">
      <h1 className="text-2xl font-bold">Country-context analysis</h1>
    </section>
  );
}

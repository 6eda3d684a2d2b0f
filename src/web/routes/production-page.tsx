export default function ProductionPage() {
  return (
    <section className="mx-auto max-w-5xl p-4">
      <h1 className="text-2xl font-bold">AfyaDx</h1>
    </section>
  );
}

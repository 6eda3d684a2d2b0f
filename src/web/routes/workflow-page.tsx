export default function WorkflowPage() {
  return (
    <section className="mx-auto max-w-5xl p-4">
      <h1 className="text-2xl font-bold">Diagnostic workflow</h1>
    </section>
  );
}

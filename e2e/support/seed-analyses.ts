/**
 * Completes analyses through the public API as clinicians would, so the server's de-identified weekly
 * counts (country, ISO week, condition) have something to show; each session is ended afterwards.
 */
export async function completeAnalyses(
  baseUrl: string,
  count: number,
  symptoms: string[],
  country = 'Kenya',
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const created = await fetch(`${baseUrl}/api/sessions`, { method: 'POST' });
    const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { id } = (await created.json()) as { id: string };
    const headers = { cookie, 'content-type': 'application/json' };
    const added = await fetch(`${baseUrl}/api/sessions/${id}/symptoms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ symptoms: symptoms.map((symptom) => ({ symptom })) }),
    });
    if (!added.ok) throw new Error(`symptoms not added: ${added.status}`);
    const analysed = await fetch(`${baseUrl}/api/sessions/${id}/analyze-with-symptoms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ country, patientAge: 30, patientGender: 'male' }),
    });
    if (!analysed.ok) throw new Error(`analysis failed: ${analysed.status} ${await analysed.text()}`);
    await fetch(`${baseUrl}/api/sessions/${id}`, { method: 'DELETE', headers: { cookie } });
  }
}

/** `conversion_flow` in step order: "Step 2" after "Step 1" and "Step 10" after "Step 9"; other keys last. */
export function conversionSteps(flow: Record<string, string>): { label: string; text: string }[] {
  return Object.entries(flow)
    .map(([label, text], index) => ({ label, text, index, n: stepNumber(label) }))
    .sort((a, b) => (a.n === b.n ? a.index - b.index : a.n - b.n))
    .map(({ label, text }) => ({ label, text }));
}

function stepNumber(label: string): number {
  const m = /^step\s*(\d+)$/i.exec(label.trim());
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

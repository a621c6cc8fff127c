/**
 * The automated safety review, sandbox edition: wording is refused when it contains one of the
 * configured refuse terms (case-insensitive, anywhere). The reason is written for the owner.
 */
export interface SafetyVerdict {
  passed: boolean;
  reason: string | null;
}

export function checkWording(texts: ReadonlyArray<string | null | undefined>, refuseTerms: readonly string[]): SafetyVerdict {
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    const term = refuseTerms.find((t) => lower.includes(t.toLowerCase()));
    if (term !== undefined) {
      return {
        passed: false,
        reason: `Our safety check could not accept the words “${term}”. Please change that part of the wording and save again.`,
      };
    }
  }
  return { passed: true, reason: null };
}

/** The server's own rule for clip notes (createClipBodySchema), loaded when first needed. */
export async function clipNoteError(
  note: string,
  serverText: (text: string) => string,
): Promise<string | null> {
  const { createClipBodySchema } = await import('@medshelf/shared/contracts/people');
  const result = createClipBodySchema.shape.note.safeParse(note);
  return result.success ? null : serverText(result.error.issues[0]?.message ?? 'Please check the note');
}

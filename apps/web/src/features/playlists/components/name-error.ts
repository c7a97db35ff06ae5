/**
 * The server's own rule for playlist names (createPlaylistBodySchema), loaded when first
 * needed: the schema library stays out of the page's first download, and the words are the API's.
 */
export async function playlistNameError(
  name: string,
  serverText: (text: string) => string,
): Promise<string | null> {
  const { createPlaylistBodySchema } = await import('@medshelf/shared/contracts/people');
  const result = createPlaylistBodySchema.shape.name.safeParse(name);
  return result.success ? null : serverText(result.error.issues[0]?.message ?? 'Please check the name');
}

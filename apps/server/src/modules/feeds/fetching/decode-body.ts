/** Types a feed may reasonably be served as; anything else (HTML pages, images) is refused. */
const acceptedType = /(^|[/+])xml$|^text\/plain$|^application\/octet-stream$/;

/** The media type without parameters, lower case; null when the server sent none. */
export function mediaType(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || null;
}

export function isAcceptedType(type: string | null): boolean {
  return type === null || acceptedType.test(type);
}

function charsetParameter(contentType: string | undefined): string | null {
  const match = contentType?.match(/;\s*charset\s*=\s*"?([\w.:-]+)"?/i);
  return match?.[1] ?? null;
}

function bomEncoding(bytes: Buffer): { label: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  return null;
}

function declaredEncoding(bytes: Buffer): string | null {
  // The declaration is ASCII by definition, so reading the first bytes as Latin-1 is safe.
  const head = bytes.subarray(0, 200).toString('latin1');
  return head.match(/^\s*<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/)?.[1] ?? null;
}

function decoderFor(label: string | null): InstanceType<typeof TextDecoder> | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * The document as text: a byte-order mark wins, then the charset the server sent, then the
 * XML declaration, then UTF-8. Unknown labels fall back to UTF-8 rather than failing the feed.
 */
export function decodeBody(bytes: Buffer, contentType: string | undefined): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom.label).decode(bytes.subarray(bom.skip));
  const decoder =
    decoderFor(charsetParameter(contentType)) ?? decoderFor(declaredEncoding(bytes)) ?? new TextDecoder();
  return decoder.decode(bytes);
}

/** Words selected on one page's text layer: their indices, their text and where they end on screen. */
export interface SelectedWords {
  pageNumber: number;
  start: number;
  end: number;
  quote: string;
  /** The last selected word's box in the window, to put the "Highlight" button beside it. */
  box: { left: number; top: number; bottom: number };
}

const layerOf = (node: Node) =>
  (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('[data-text-layer]') ?? null;

/**
 * The words of a text layer the selection covers (on the page where it starts): a word counts
 * when some of its letters are selected. Null when nothing on a text layer is selected.
 */
export function selectedWords(selection: Selection | null): SelectedWords | null {
  if (!selection || selection.isCollapsed || !selection.rangeCount) return null;
  const range = selection.getRangeAt(0);
  const layer = layerOf(range.startContainer) ?? layerOf(range.endContainer);
  if (!layer) return null;
  const words = [...layer.querySelectorAll<HTMLElement>('[data-w]')].filter((word) => {
    if (!range.intersectsNode(word)) return false;
    const startsAfter =
      word.contains(range.startContainer) &&
      range.startOffset >= (range.startContainer.textContent?.length ?? 0);
    const endsBefore = word.contains(range.endContainer) && range.endOffset === 0;
    return !startsAfter && !endsBefore;
  });
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return null;
  const { left, top, bottom } = last.getBoundingClientRect();
  return {
    pageNumber: Number(layer.dataset.page),
    start: Number(first.dataset.w),
    end: Number(last.dataset.w),
    quote: words.map((word) => word.textContent).join(' '),
    box: { left, top, bottom },
  };
}

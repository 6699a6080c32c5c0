/**
 * The editor (Quill 2) writes every typed space as '&nbsp;' (slab/quill#4509): an announcement would then never wrap
 * between its words, and a phone would cut them anywhere. The spaces as typed: a lone one plain, a run keeping one
 * plain space and the others non-breaking, so that all of them still show.
 */
export const typedSpaces = (html: string): string => html.replace(/(?:&nbsp;)+/g, (run) => ` ${run.slice('&nbsp;'.length)}`);

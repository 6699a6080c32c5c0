/** Lower case without accents: 'fes' finds 'Fès-Meknès', 'beni' finds 'Béni Mellal' (as the api's searches do). */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');

/** antd Select's `filterOption`: the typed text within the option's label, accents and case aside. */
export const foldedLabelFilter = (input: string, option?: { label?: unknown }): boolean =>
  fold(typeof option?.label === 'string' ? option.label : '').includes(fold(input.trim()));

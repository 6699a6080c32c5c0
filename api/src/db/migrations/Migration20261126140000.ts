import { Migration } from '@mikro-orm/migrations';

/** The tables whose `search_text` is foldForSearch's output (see each service), so lower case already. */
const SEARCHED = ['client', 'quote', 'site', 'supplier', 'personnel', 'stock_product'];

/**
 * foldForSearch now spells out the ligatures NFD leaves whole ('Gros œuvre' -> 'gros oeuvre'): the folded text stored
 * before is folded again the same way, so that 'oeuvre' finds it. Only the rows that hold one are rewritten.
 */
export class Migration20261126140000 extends Migration {
  override async up(): Promise<void> {
    for (const table of SEARCHED) {
      this.addSql(
        `update "${table}" set "search_text" = replace(replace("search_text", 'œ', 'oe'), 'æ', 'ae') where "search_text" like '%œ%' or "search_text" like '%æ%';`,
      );
    }
  }

  override async down(): Promise<void> {
    // Nothing to undo: the ligatures cannot be told apart from a spelt-out 'oe' or 'ae', and both fold alike now.
  }
}

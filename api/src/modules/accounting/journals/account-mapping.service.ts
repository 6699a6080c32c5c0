import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { AccountMapping } from './account-mapping.entity';
import { ACCOUNT_KEYS, ACCOUNT_NUMBER, type AccountKey, DEFAULT_ACCOUNTS } from './chart';
import { accountsOf } from './journals.service';

export interface MappingRow {
  key: AccountKey;
  label: string;
  account: string;
  defaultAccount: string;
}

export async function accountMapping(em: EntityManager): Promise<MappingRow[]> {
  const accounts = await accountsOf(em);
  return ACCOUNT_KEYS.map((key) => ({
    key,
    label: DEFAULT_ACCOUNTS[key].label,
    account: accounts[key],
    defaultAccount: DEFAULT_ACCOUNTS[key].account,
  }));
}

/** Sets the account of one use; the default number puts the default back. One transaction, idempotent. */
export async function setAccount(em: EntityManager, auth: AuthInfo, key: string, account: string): Promise<MappingRow[]> {
  if (!(ACCOUNT_KEYS as readonly string[]).includes(key)) throw AppError.badInput({ key: 'books.mapping.unknown' });
  const number = account.trim();
  if (!ACCOUNT_NUMBER.test(number)) throw AppError.badInput({ account: 'books.mapping.account' });
  await em.transactional(async (tx) => {
    // Two Admin Société saving at once: one after the other, the last one's number stays, no duplicate.
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(hashtext(?))', [`account-mapping:${auth.companyId}`], 'all', tx.getTransactionContext());
    const found = await tx.findOne(AccountMapping, { key });
    if (number === DEFAULT_ACCOUNTS[key as AccountKey].account) {
      if (found) tx.remove(found);
    } else if (found) found.account = number;
    else tx.create(AccountMapping, { company: auth.companyId, key, account: number });
  });
  return accountMapping(em);
}

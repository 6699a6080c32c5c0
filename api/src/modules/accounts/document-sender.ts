import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentSender } from '../../core/documents/document-mailer';
import { User } from './user.entity';

/** The signed-in user who mails a document, as its mail names them. */
export async function documentSenderOf(tx: EntityManager, userId: string): Promise<DocumentSender> {
  const user = await tx.findOneOrFail(User, { id: userId }, { fields: ['id', 'firstName', 'lastName', 'email'] });
  return { name: `${user.firstName} ${user.lastName}`, email: user.email };
}

import { contactSchema, translate } from '@chantiers/schema';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context/context';
import { parseInput } from '../../core/errors/parse';
import { ContactMessageInput, ContactMessageResult } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageResult, {
    description: 'Envoie un message à l’équipe Chantiers (public ; l’expéditeur connecté est enregistré). Limité par IP et par adresse.',
  })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: Context): Promise<ContactMessageResult> {
    // Checked before the sender is looked up or any limit is spent: a bad form costs nothing.
    const data = parseInput(contactSchema, input);
    const sender = await ctx.authenticate();
    await ctx.services.contact.send(ctx.em, data, ctx.meta, sender);
    return { message: translate('contact.sent') };
  }
}

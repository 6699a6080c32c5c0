import type { frContact } from './fr-contact';

export const enContact: Record<keyof typeof frContact, string> = {
  'contact.name.required': 'Your full name is required',
  'contact.name.min': 'Your full name must be at least 4 characters long',
  'contact.name.max': 'Your full name must not exceed 40 characters',
  'contact.name.digits': 'Your full name must not contain digits',
  'contact.email.max': 'The e-mail must not exceed 40 characters',
  'contact.subject.required': 'The subject is required',
  'contact.subject.min': 'The subject must be at least 5 characters long',
  'contact.subject.max': 'The subject must not exceed 40 characters',
  'contact.message.required': 'The message is required',
  'contact.message.max': 'The message must not exceed 500 characters',
  'contact.website.invalid': 'Invalid field',
  'contact.rateLimited': 'Too many messages sent. Please try again in an hour.',
  'contact.sent': 'Your message has been sent. We will answer you by e-mail.',
  'contact.send.failed': 'Error while sending the message',
};

import { en } from '@chantiers/schema/i18n/en';
import { authMessagesEn } from '../features/auth/messages.en';
import { dashboardMessagesEn } from '../features/dashboard/messages.en';
import { layoutMessagesEn } from '../layout/messages.en';
import type { Messages } from './i18n';

export const englishMessages: Messages = { ...en, ...authMessagesEn, ...dashboardMessagesEn, ...layoutMessagesEn };

import { enCore } from '@chantiers/schema/i18n/en-core';
import { authMessagesEn } from '../features/auth/messages.en';
import { dashboardMessagesEn } from '../features/dashboard/messages.en';
import { layoutMessagesEn } from '../layout/messages.en';
import type { Messages } from './i18n';

export const englishMessages: Messages = { ...enCore, ...authMessagesEn, ...dashboardMessagesEn, ...layoutMessagesEn };

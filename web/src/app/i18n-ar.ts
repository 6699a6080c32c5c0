import { arCore } from '@chantiers/schema/i18n/ar-core';
import { authMessagesAr } from '../features/auth/messages.ar';
import { dashboardMessagesAr } from '../features/dashboard/messages.ar';
import { layoutMessagesAr } from '../layout/messages.ar';
import type { Messages } from './i18n';

export const arabicMessages: Messages = { ...arCore, ...authMessagesAr, ...dashboardMessagesAr, ...layoutMessagesAr };

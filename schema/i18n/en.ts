import { enCore } from './en-core';
import { enFeatures } from './en-features';
import { enSiteTools } from './en-site-tools';
import type { MessageId } from './fr';

export const en: Record<MessageId, string> = { ...enCore, ...enFeatures, ...enSiteTools };

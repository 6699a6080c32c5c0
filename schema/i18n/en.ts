import { enCore } from './en-core';
import { enFeatures } from './en-features';
import { enSiteTools } from './en-site-tools';
import { enPartners } from './en-partners';
import type { MessageId } from './fr';

export const en: Record<MessageId, string> = { ...enCore, ...enFeatures, ...enSiteTools, ...enPartners };

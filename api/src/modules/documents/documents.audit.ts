import { auditSite } from '../../core/audit/site-audited';
import { SiteDocument } from './site-document.entity';

// A document filed on a site shows in its feed; the stored file's name, type and size are the upload's, not a change.
auditSite(SiteDocument, {
  site: (d) => d.site,
  name: (d) => d.label,
  ignore: ['file', 'fileName', 'fileContentType', 'fileSize', 'createdBy', 'searchText', 'labelKey'],
});

import { auditSite } from '../../core/audit/site-audited';
import { SignatureRequest } from './signature-request.entity';

// A document sent for signature shows in its site's feed when sent, and when the client signs or refuses (who, and
// why not); the link's machinery (codes, sessions, files) is no news.
auditSite(SignatureRequest, {
  site: (r) => r.siteId,
  name: (r) => r.title,
  kinds: { status: 'enum' },
  ignore: [
    'documentKind',
    'documentId',
    'siteId',
    'title',
    'link',
    'recipientEmail',
    'message',
    'tokenHash',
    'expiresAt',
    'fingerprint',
    'pdf',
    'pdfSha256',
    'codeHash',
    'codeExpiresAt',
    'codeAttempts',
    'codesSent',
    'sessionHash',
    'sessionExpiresAt',
    'verifiedAt',
    'signatureKind',
    'signatureImage',
    'signedPdf',
    'answeredAt',
    'answerIp',
    'answerUserAgent',
    'sentBy',
    'sentByName',
    'cancelledAt',
  ],
});

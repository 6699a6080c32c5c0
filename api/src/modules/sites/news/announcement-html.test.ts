import { announcementSchema, announcementText, validateWith } from '@chantiers/schema';
import { sanitizeAnnouncement } from './announcement-html';

describe('sanitizeAnnouncement', () => {
  it('keeps what the editor toolbar produces', () => {
    const html =
      '<h2 dir="rtl" class="ql-direction-rtl ql-align-right">Titre</h2><p class="ql-indent-2"><s>barré</s> <u>souligné</u> <b>gras</b> <i>italique</i>' +
      ('<span class="ql-size-huge">grand</span><br></p><blockquote>citation</blockquote><pre ' +
        'class="ql-syntax">code</pre><ol><li data-list="bullet" class="ql-indent-1">un</li></ol>') +
      '<p><a href="mailto:chef@example.ma">écrire</a> <img src="https://cdn.example/plan.png" alt="plan"></p>';
    expect(sanitizeAnnouncement(html)).toBe(
      '<h2 class="ql-direction-rtl ql-align-right" dir="rtl">Titre</h2><p class="ql-indent-2"><s>barré</s> <u>souligné</u> <b>gras</b> <i>italique</i>' +
        ('<span class="ql-size-huge">grand</span><br /></p><blockquote>citation</blockquote><pre ' +
          'class="ql-syntax">code</pre><ol><li class="ql-indent-1" data-list="bullet">un</li></ol>') +
        '<p><a href="mailto:chef@example.ma" rel="noopener noreferrer" target="_blank">écrire</a> <img src="https://cdn.example/plan.png" alt="plan" /></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<svg/onload=alert(1)>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<a href=" javascript:alert(1)">x</a>', '<span>x</span>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<span>x</span>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<span>x</span>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<span>x</span>'],
    ['<a href="/chemin/relatif" onmouseover="x()">x</a>', '<span>x</span>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="/api/v1/files/../auth/logout">', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p class="evil ql-indent-1" dir="javascript">x</p>', '<p class="ql-indent-1">x</p>'],
    ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">ok', 'ok'],
    ['<form><button formaction="javascript:alert(1)">b</button></form>', 'b'],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">ok', 'ok'],
    ['<style>body{display:none}</style><!-- commentaire -->ok', 'ok'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
  ])('makes %s inert', (input, expected) => {
    expect(sanitizeAnnouncement(input)).toBe(expected);
  });
});

describe('announcement text and schema', () => {
  it('counts the visible text only: inline tags add nothing, blocks a space, entities one character', () => {
    expect(announcementText('<p>Coulage <strong>lundi</strong></p><p>8h&nbsp;&amp; 9h</p>')).toBe('Coulage lundi 8h & 9h');
  });

  it('accepts 1 to 255 characters of text, or an image alone', () => {
    const ok = (content: unknown) => validateWith(announcementSchema, { content }).ok;
    expect(ok('a')).toBe(true);
    expect(ok(`<p><em>${'a'.repeat(255)}</em></p>`)).toBe(true);
    expect(ok('<p><img src="/api/v1/files/abc"></p>')).toBe(true);
    expect(validateWith(announcementSchema, { content: 'a'.repeat(256) })).toEqual({ ok: false, fields: { content: 'news.announcement.max' } });
    for (const empty of [undefined, '', '   ', '<p> </p>', '<p><br></p><p>&nbsp;</p>']) {
      expect(validateWith(announcementSchema, { content: empty })).toEqual({ ok: false, fields: { content: 'news.announcement.required' } });
    }
  });
});

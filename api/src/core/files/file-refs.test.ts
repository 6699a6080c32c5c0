import { signFileRefs, unsignFileRefs } from './file-refs';

const ID = '3f2b9a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('file references in stored rich text', () => {
  it('stores bare paths and collects the ids, whatever signature the URL carried', () => {
    const html = `<p>Plan <img src="/api/v1/files/${ID}?exp=1764000000&amp;sig=abcDEF_-12"></p><img src="/api/v1/files/${ID.toUpperCase()}">`;
    const out = unsignFileRefs(html);
    expect(out.html).toBe(`<p>Plan <img src="/api/v1/files/${ID}"></p><img src="/api/v1/files/${ID}">`);
    expect(out.ids).toEqual([ID]);
  });

  it('signs each path again with an HTML-escaped query', () => {
    const html = `<img src="/api/v1/files/${ID}">`;
    expect(signFileRefs(html, (id) => `/api/v1/files/${id}?exp=9&sig=zz`)).toBe(`<img src="/api/v1/files/${ID}?exp=9&amp;sig=zz">`);
  });

  it('leaves other addresses alone', () => {
    const html = '<a href="https://example.ma/api/v1/files/not-an-id">x</a>';
    expect(unsignFileRefs(html)).toEqual({ html, ids: [] });
  });
});

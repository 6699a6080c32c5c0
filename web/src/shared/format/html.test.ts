import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns markup into text that shows as typed, and leaves plain text alone', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(escapeHtml("Béton & acier · l'étage")).toBe('Béton &amp; acier · l&#39;étage');
    const host = document.createElement('div');
    host.innerHTML = escapeHtml('<b>Dalle</b> R+1');
    expect(host.textContent).toBe('<b>Dalle</b> R+1');
    expect(host.querySelector('b')).toBeNull();
  });
});

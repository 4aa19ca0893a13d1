import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { SWITCH_USER_COOKIE } from '@/lib/switch-user';
import Cookies from 'js-cookie';
import { downloadWithAuth } from '../download';

describe('billing downloads (docs/api.md#calls bearer token, docs/api.md#error-catalogue errors)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('send the bearer token and the switch-user target like every API call', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    Cookies.set(SWITCH_USER_COOKIE, 'user@example.com', { path: '/' });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('x', { status: 200 }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadWithAuth('/api/invoice/get-file/3', 'INV-3.pdf');
    const headers = (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer test-token');
    expect(headers['X-Switch-User']).toBe('user@example.com');
  });

  it('end the session on 401 "Expired JWT Token" and say the file is not available on 404', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, message: 'Expired JWT Token' }), { status: 401 }));
    await expect(downloadWithAuth('/api/invoice/get-file/3', 'INV-3.pdf')).rejects.toThrow(
      'The file cannot be downloaded right now. Please try again.',
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 404 }));
    await expect(downloadWithAuth('/api/invoice/get-file/4', 'INV-4.pdf')).rejects.toThrow('This file is not available.');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('test-token');
  });

  it('say so when the server cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(downloadWithAuth('/api/transactions/export.csv', 'transactions.csv')).rejects.toThrow(
      'The server cannot be reached. Check your connection.',
    );
  });
});

import Cookies from 'js-cookie';
import { cookieReader } from '@/lib/cookie-reader';

describe('cookieReader', () => {
  afterEach(() => Cookies.remove('tg_test'));

  it('answers the cookie as it is now, parsing again only when document.cookie changed', () => {
    const read = cookieReader('tg_test');
    const get = jest.spyOn(Cookies, 'get');
    expect(read()).toBeUndefined();
    expect(read()).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1);

    document.cookie = 'tg_test=%7B%22a%22%3A1%7D; path=/';
    expect(read()).toBe('{"a":1}');
    expect(read()).toBe('{"a":1}');
    expect(get).toHaveBeenCalledTimes(2);

    Cookies.remove('tg_test');
    expect(read()).toBeUndefined();
  });
});

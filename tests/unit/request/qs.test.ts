import { extend } from 'umi-request';
import { parse, stringify } from '@/request/qs';

describe('the light qs umi-request uses', () => {
  it('stringifies like qs with arrayFormat repeat and strictNullHandling', () => {
    expect(
      stringify(
        { a: 1, b: 'x y', c: [1, 2], d: null, e: undefined },
        { arrayFormat: 'repeat', strictNullHandling: true },
      ),
    ).toBe('a=1&b=x%20y&c=1&c=2&d');
    expect(stringify({ f: { g: 'h' }, 'k&': "v='!" })).toBe('f%5Bg%5D=h&k%26=v%3D%27%21');
    expect(stringify({ t: new Date(Date.UTC(2026, 0, 2)) })).toBe('t=2026-01-02T00%3A00%3A00.000Z');
  });

  it('parses repeated keys into arrays and bare keys into null', () => {
    expect(parse('a=1&a=2&b=x+y&c', { strictNullHandling: true })).toEqual({ a: ['1', '2'], b: 'x y', c: null });
    expect(parse('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('never writes to the prototype', () => {
    const out = parse('__proto__=x&constructor=y&ok=1') as Record<string, unknown>;
    expect(out).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('is what umi-request puts in the URL', async () => {
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    try {
      await extend({}).get('http://localhost/x', { params: { ids: [3, 4], q: 'a&b' } });
      expect(String(spy.mock.calls[0][0])).toBe('http://localhost/x?ids=3&ids=4&q=a%26b');
    } finally {
      spy.mockRestore();
    }
  });
});

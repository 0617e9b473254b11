import fc from 'fast-check';

/**
 * Input a client should never send and the server must refuse cleanly: text that breaks storage,
 * parsers, HTML or paths; numbers at the edges of what JSON and JavaScript hold; values of the wrong
 * type; and bodies that are not what their content-type says.
 */

const longText = 'x'.repeat(10_000);

export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'a\uDFFFb',
    '\uFEFF',
    '\u202Egnp.exe',
    'e\u0301\u0301\u0301',
    '\r\n\r\n',
    longText,
    `${'é'.repeat(5_000)}`,
    "' OR '1'='1",
    "'); drop table users; --",
    '$1',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2f',
    '%00',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'http://',
    'https://user:pass@127.0.0.1:0/',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '9007199254740993',
    '0x10',
    '١٢٣',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '0000-00-00',
    '2024-02-30',
    '2024-13-01T00:00:00Z',
    '275760-09-13T00:00:00.001Z',
    '9999-12-31T23:59:59-23:59',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\uD800', '<', "'", '"', '\\', '/', '%', '.', '\n'),
    maxLength: 32,
  }),
);

export const hostileNumber = fc.constantFrom(
  -0,
  0,
  -1,
  0.5,
  -1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 1,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
);

/** Nested deep enough to trouble anything that walks values recursively. */
const deepArray = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

export const wrongType = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    JSON.parse('{"__proto__":{"admin":true}}'),
    deepArray(2_000),
  ),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

export const hostileValue = fc.oneof(hostileString, hostileNumber, wrongType);

type Body = Record<string, unknown>;

/** A valid-looking body made wrong in one way: a field dropped, renamed, given a hostile value or an extra field. */
export function mutatedBody(valid: fc.Arbitrary<Body>): fc.Arbitrary<unknown> {
  const oneField = (body: Body) => fc.constantFrom(...(Object.keys(body).length ? Object.keys(body) : ['']));
  return fc.oneof(
    valid.chain((body) =>
      oneField(body).map((key) => {
        const { [key]: _dropped, ...rest } = body;
        return rest;
      }),
    ),
    valid.chain((body) =>
      fc.tuple(oneField(body), hostileValue).map(([key, value]) => ({ ...body, [key]: value })),
    ),
    valid.chain((body) =>
      fc.tuple(oneField(body), fc.constantFrom('_', ' ', 'Id', '[]', '.0')).map(([key, suffix]) => {
        const { [key]: value, ...rest } = body;
        return { ...rest, [`${key}${suffix}`]: value };
      }),
    ),
    valid.chain((body) =>
      fc
        .tuple(fc.constantFrom('role', 'id', 'user_id', 'is_admin', '__proto__'), hostileValue)
        .map(([key, value]) => {
          const copy: Body = { ...body };
          Object.defineProperty(copy, key, { value, enumerable: true });
          return copy;
        }),
    ),
    hostileValue,
  );
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(new ArrayBuffer(parts.reduce((length, part) => length + part.length, 0)));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

/** Bytes that are not valid UTF-8: a lone continuation byte, an overlong slash, a cut sequence, 0xFF. */
const brokenUtf8 = fc.constantFrom(
  new Uint8Array([0x80]),
  new Uint8Array([0xc0, 0xaf]),
  new Uint8Array([0xe2, 0x82]),
  new Uint8Array([0xff, 0xfe]),
  new Uint8Array([0xed, 0xa0, 0x80]),
);

export type RawBody = { contentType: string | undefined; body: string | Uint8Array<ArrayBuffer> };

/** A body (from JSON text that would be valid) broken at the byte or syntax level, or sent as the wrong type. */
export function brokenBody(validJson: fc.Arbitrary<string>): fc.Arbitrary<RawBody> {
  const json = 'application/json';
  return fc.oneof(
    // Truncated anywhere.
    validJson.chain((text) =>
      fc
        .nat({ max: Math.max(0, text.length - 1) })
        .map((cut) => ({ contentType: json, body: text.slice(0, cut) })),
    ),
    // Invalid UTF-8 inside a string value.
    fc.tuple(validJson, brokenUtf8).map(([text, bad]) => {
      const at = text.indexOf('":"') + 3;
      return { contentType: json, body: concat(utf8(text.slice(0, at)), bad, utf8(text.slice(at))) };
    }),
    // The same key twice, the second with a hostile value.
    fc.tuple(validJson, hostileValue).map(([text, value]) => {
      const key = text.match(/^\{"([^"]+)"/)?.[1] ?? 'x';
      return {
        contentType: json,
        body: `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"${key}":${JSON.stringify(value) ?? 'null'}}`,
      };
    }),
    // A byte-order mark, trailing garbage, comments, or nothing at all.
    validJson.map((text) => ({ contentType: json, body: `\uFEFF${text}` })),
    validJson.map((text) => ({ contentType: json, body: `${text}}` })),
    validJson.map((text) => ({ contentType: json, body: `/* c */${text}` })),
    fc.constantFrom<RawBody>(
      { contentType: json, body: '' },
      { contentType: json, body: 'null' },
      { contentType: json, body: '"text"' },
      { contentType: json, body: '1e999' },
      { contentType: json, body: '{"a":NaN}' },
      { contentType: json, body: `${'['.repeat(100_000)}` },
    ),
    // Right bytes, wrong or odd content-type.
    fc
      .tuple(
        validJson,
        fc.constantFrom(
          undefined,
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/jsonx',
          '*/*',
          'application/json, text/plain',
        ),
      )
      .map(([text, contentType]) => ({ contentType, body: text })),
  );
}

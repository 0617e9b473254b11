import { describe, expect, it } from 'vitest';
import { socketUrlFor } from './socket-url';

const page = (protocol: string, host = 'tutor.example') => ({ protocol, host });

describe('socketUrlFor', () => {
  it('stays on the page origin for a relative API base, ws on http', () => {
    expect(
      socketUrlFor('/ws/homework/', { apiBase: '/api', page: page('http:', 'localhost:5173'), token: 'abc' }),
    ).toBe('ws://localhost:5173/ws/homework/?token=abc');
  });

  it('uses wss when the page is https', () => {
    expect(socketUrlFor('/ws/classes/7/', { apiBase: '/api', page: page('https:'), token: 'abc' })).toBe(
      'wss://tutor.example/ws/classes/7/?token=abc',
    );
  });

  it("follows an absolute VITE_API_URL's host and scheme", () => {
    const apiBase = 'https://api.tutor.example:8443/api';
    expect(socketUrlFor('/ws/batch/2/', { apiBase, page: page('http:'), token: 't' })).toBe(
      'wss://api.tutor.example:8443/ws/batch/2/?token=t',
    );
    expect(
      socketUrlFor('/ws/batch/2/', { apiBase: 'http://localhost:8000/api', page: page('http:'), token: 't' }),
    ).toBe('ws://localhost:8000/ws/batch/2/?token=t');
    expect(
      socketUrlFor('/ws/batch/2/', {
        apiBase: 'http://localhost:8000/api',
        page: page('https:'),
        token: 't',
      }),
    ).toBe('wss://localhost:8000/ws/batch/2/?token=t');
  });

  it('keeps the path the API is served under, less its trailing /api', () => {
    expect(
      socketUrlFor('/ws/homework/', {
        apiBase: 'https://tutor.example/app/api',
        page: page('http:'),
        token: 't',
      }),
    ).toBe('wss://tutor.example/app/ws/homework/?token=t');
    expect(socketUrlFor('/ws/classes/', { apiBase: '/app/api', page: page('https:'), token: null })).toBe(
      'wss://tutor.example/app/ws/classes/',
    );
    expect(
      socketUrlFor('/ws/batch/2/', {
        apiBase: 'http://10.0.0.5:8000/backend',
        page: page('http:'),
        token: null,
      }),
    ).toBe('ws://10.0.0.5:8000/backend/ws/batch/2/');
  });

  it('encodes the token and leaves it out when there is none', () => {
    expect(socketUrlFor('/ws/homework/', { apiBase: '/api', page: page('http:'), token: 'a+b/c=' })).toBe(
      'ws://tutor.example/ws/homework/?token=a%2Bb%2Fc%3D',
    );
    expect(socketUrlFor('/ws/homework/', { apiBase: '/api', page: page('http:'), token: null })).toBe(
      'ws://tutor.example/ws/homework/',
    );
  });
});

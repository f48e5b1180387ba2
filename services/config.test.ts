import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('points links at the gateway on this machine when PUBLIC_URL is not set: the default port, or PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('takes PUBLIC_URL as given, without its trailing slashes, whatever PORT is', () => {
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://hookups.example.com//' }).publicUrl).toBe('https://hookups.example.com');
  });

  it('refuses a number it cannot use, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_MAX: 'many' })).toThrow('RATE_LIMIT_MAX must be a positive integer, got "many"');
  });
});

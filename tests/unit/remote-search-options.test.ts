// SPEC-COVERAGE M1: remote search mode is switched on at build time by the environment (read in rspress.config.ts).
import { describe, expect, test } from '@rstest/core';
import { remoteSearchFromEnv } from '../../search/remoteOptions';

describe('remote search options from the environment', () => {
  test('no endpoint: local search', () => {
    expect(remoteSearchFromEnv({})).toBeUndefined();
    expect(remoteSearchFromEnv({ RSTEST_DOCS_SEARCH_ENDPOINT: '  ', RSTEST_DOCS_SEARCH_INDEXES: 'a' })).toBeUndefined();
  });

  test('an endpoint and a comma-separated list of indexes', () => {
    expect(
      remoteSearchFromEnv({ RSTEST_DOCS_SEARCH_ENDPOINT: 'https://search.example/api', RSTEST_DOCS_SEARCH_INDEXES: ' rstest, rspack ,' }),
    ).toEqual({ mode: 'remote', apiUrl: 'https://search.example/api', searchIndexes: ['rstest', 'rspack'] });
  });

  test('an endpoint without indexes searches the service default', () => {
    expect(remoteSearchFromEnv({ RSTEST_DOCS_SEARCH_ENDPOINT: 'https://search.example/api' })).toEqual({
      mode: 'remote',
      apiUrl: 'https://search.example/api',
      searchIndexes: [],
    });
  });
});

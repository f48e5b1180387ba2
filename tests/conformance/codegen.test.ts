import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '~/codegen';
import { root } from '~/vitest.shared';

describe('generated GraphQL types', () => {
  it('match schema.graphql and the documents in web/ (run `npm run codegen` when this fails)', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true, errorsOnly: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      const onDisk = await readFile(join(root, filename), 'utf8').catch(() => '<missing>');
      expect(onDisk, `${filename} is stale`).toBe(content);
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as browser from './browser';
import * as compat from './compat';
import * as whole from './index';

describe('the browser entry (what a page gets of contracts)', () => {
  it('holds every export but the release contract checks', () => {
    const onlyInWhole = Object.keys(whole).filter((name) => !Object.hasOwn(browser, name));
    expect(onlyInWhole.sort()).toEqual(Object.keys(compat).sort());
  });

  it('is the file front-end builds resolve (the `browser` condition of the main entry)', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(pkg.exports['.']).toEqual({ browser: './src/browser.ts', default: './src/index.ts' });
  });
});

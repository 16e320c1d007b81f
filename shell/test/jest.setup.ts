import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom lacks TextEncoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy / waitFor end as soon as what they wait for is there: their limit only bounds a failure. Under
// load, a page's answers, its lazy modules and React's commits took over the 1 s default (issue 19).
configure({ asyncUtilTimeout: 5_000 });

import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// jsdom lacks TextEncoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

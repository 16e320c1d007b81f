import { createContext } from 'react';
import type { LiveHub } from './hub';

export const LiveHubContext = createContext<LiveHub | null>(null);

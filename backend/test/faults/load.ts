import type { Browser } from '../auth/browser';

/** One request of the load and what came back. */
export interface Answer {
  write: boolean;
  /** The item a write created (unique per write). */
  title?: string;
  /** 0 when no HTTP answer came (the connection failed). */
  status: number;
  message?: string;
  error?: string;
  sentAt: number;
  answeredAt: number;
}

export interface Load {
  /** Resolves with every answer once `enough` says so. */
  done: Promise<Answer[]>;
  stop(): void;
}

const WRITERS = 3;
const READERS = 2;
const PAUSE_MS = 15;

const item = (title: string) => ({
  title,
  description: 'Sent while the database may be restarting.',
  price: 12.5,
  category: 'Furniture',
  condition: 'Good',
  location: null,
  images: null,
});

/**
 * A steady stream of writes (each creates a marketplace item with its own title) and reads (the item
 * list, the signed-in user) from `browser`, until `enough(answers)` or `stop()`.
 */
export function loadUntil(browser: Browser, enough: (answers: Answer[]) => boolean): Load {
  const answers: Answer[] = [];
  let running = true;
  let seq = 0;
  let finish: (all: Answer[]) => void = () => undefined;
  const done = new Promise<Answer[]>((ok) => {
    finish = ok;
  });

  async function send(write: boolean, request: () => Promise<Response>, title?: string): Promise<void> {
    const sentAt = Date.now();
    const answer: Answer = { write, status: 0, sentAt, answeredAt: sentAt, ...(title ? { title } : {}) };
    try {
      const res = await request();
      answer.status = res.status;
      const body = (await res.json()) as { message?: unknown };
      if (res.status >= 300 && typeof body.message === 'string') answer.message = body.message;
    } catch (err) {
      answer.error = String(err);
    }
    answer.answeredAt = Date.now();
    answers.push(answer);
    if (running && enough(answers)) {
      running = false;
      finish(answers);
    }
  }

  const loop = async (next: () => Promise<void>) => {
    while (running) {
      await next();
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  };
  for (let w = 0; w < WRITERS; w++) {
    void loop(() => {
      const title = `Load item ${++seq}`;
      return send(true, () => browser.post('/api/marketplace', item(title)), title);
    });
  }
  for (let r = 0; r < READERS; r++) {
    let turn = r;
    void loop(() =>
      send(false, () => browser.get(turn++ % 2 === 0 ? '/api/marketplace?limit=5' : '/api/me')),
    );
  }
  return {
    done,
    stop() {
      if (!running) return;
      running = false;
      finish(answers);
    },
  };
}

/** Counts for the report. */
export function summarise(answers: Answer[]) {
  return {
    requests: answers.length,
    writesAcknowledged: answers.filter((a) => a.write && a.status < 300).length,
    answered503: answers.filter((a) => a.status === 503).length,
  };
}

/**
 * @campus/testkit: the network boundaries of front-end component tests. Everything above them (the
 * shell runtime's api client, contracts' schemas, hooks, components) is the real code in a test.
 */
export {
  serveApi,
  restoreNetwork,
  deferred,
  type Reply,
  type RecordedRequest,
  type Routes,
  type FakeNetwork,
} from './network';
export {
  fakeUploads,
  uploadKey,
  uploadReplyFor,
  pngFile,
  type FakeUploads,
  type FakeUploadRequest,
} from './fake-xhr';

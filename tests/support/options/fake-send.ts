// The options tests' name for the shared fake background.
export {
  apiError,
  type FakeBackground as FakeSend,
  fakeBackground as fakeSend,
  type Handlers,
} from '../fake-background';

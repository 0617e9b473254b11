import { configure } from '@testing-library/react';

// The first render of a Chakra screen (a lazy route's chunk, on a public page) takes seconds on a
// busy machine: findBy* and waitFor wait that long, in every screen test, whichever helper renders it.
configure({ asyncUtilTimeout: 5000 });

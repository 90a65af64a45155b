import { afterEach } from '@rstest/core';
import { enableAutoUnmount } from '@vue/test-utils';

// Unmounts every component a test mounted, after that test.
enableAutoUnmount(afterEach);

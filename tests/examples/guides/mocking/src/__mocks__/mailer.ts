import { rs } from '@rstest/core';

export const sendReceipt = rs.fn(async () => true);

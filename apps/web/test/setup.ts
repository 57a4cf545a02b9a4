import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s: rendering the real router and antd in jsdom is slow on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

/** /robots.txt of the operator console: staff only, so every crawler is kept out of the whole site. */
import { robotsDisallowAll, textResponse } from '@lanyun/site-kit/seo';

export function loader() {
  return textResponse(robotsDisallowAll(), 'text/plain', 86_400);
}

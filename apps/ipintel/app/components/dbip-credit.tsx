/**
 * The DB-IP attribution link the geolocation data's licence (CC BY 4.0) requires wherever lookup results or the
 * databases are shown. Its wording is DB-IP's own and stays the same in every interface language.
 */
import { cn } from '@lanyun/ui/cn';

/** Link text DB-IP asks for, unchanged in zh-CN and en. */
export const DBIP_CREDIT = 'IP Geolocation by DB-IP';

/** "IP Geolocation by DB-IP", linked to db-ip.com; `className` styles the link. */
export function DbIpCredit({ className }: { className?: string }) {
  return (
    <a href="https://db-ip.com" className={cn('underline', className)}>
      {DBIP_CREDIT}
    </a>
  );
}

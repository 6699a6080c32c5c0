import { StoredFile } from '../core/files/stored-file.entity';
import { OutboxMail } from '../core/mail/outbox-mail.entity';
import { RateLimitCounter } from '../core/rate-limit/rate-limit-counter.entity';
import { Company } from '../core/tenancy/company.entity';
import { CompanyScoped } from '../core/tenancy/company-scoped.entity';
import { AuthSession, RefreshToken } from '../modules/accounts/auth-session.entity';
import { User } from '../modules/accounts/user.entity';
import { Site } from '../modules/sites/site.entity';
import { SiteCount } from '../modules/sites/site-count.entity';
import { Supplier } from '../modules/suppliers/supplier.entity';
import { Personnel } from '../modules/personnel/personnel.entity';
import { PersonnelAssignment } from '../modules/personnel/assignments/assignment.entity';
import { StockProduct } from '../modules/stock/stock-product.entity';
import { StockMovement } from '../modules/stock/stock-movement.entity';
import { VatRate } from '../modules/finance/vat-rate.entity';
import { Purchase } from '../modules/finance/purchases/purchase.entity';
import { Revenue } from '../modules/finance/revenues/revenue.entity';
import { ServiceSheet } from '../modules/finance/service-sheets/service-sheet.entity';
import { SiteMonthFinance } from '../modules/finance/months/site-month-finance.entity';
import { SiteNewsEntry } from '../modules/sites/news/site-news-entry.entity';
import { UserToken } from '../modules/accounts/user-token.entity';

export const entities = [
  CompanyScoped,
  Company,
  User,
  UserToken,
  AuthSession,
  RefreshToken,
  RateLimitCounter,
  OutboxMail,
  StoredFile,
  Site,
  Supplier,
  SiteNewsEntry,
  Personnel,
  PersonnelAssignment,
  StockProduct,
  StockMovement,
  VatRate,
  Purchase,
  Revenue,
  ServiceSheet,
  SiteMonthFinance,
  SiteCount,
];

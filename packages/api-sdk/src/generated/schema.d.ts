// Generated from openapi.json by scripts/generate.mjs. Do not edit.
export interface paths {
    "/authentication/liveness_result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the face check page: ask the identity provider for its outcome; passed verifies the account (status 2), failed leaves the application for review, pending changes nothing. 400 realname.no_liveness without an unfinished check */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                liveness_result: "passed" | "failed" | "pending" | "unavailable";
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/user_auth_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for personal (type 1) or enterprise (type 2) verification; a personal application whose name and ID number the identity provider matches is verified at once (status 2), otherwise it waits for review (status 1). With face liveness on, a match answers `liveness` (the page to open) and is verified by /authentication/liveness_result once the face passed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_name?: string;
                        credit_code?: string;
                        id_back_img?: number;
                        id_front_img?: number;
                        id_number?: string;
                        licence_img?: number;
                        /** @description With face liveness on: the environment string of the provider’s browser script (MetaInfo) */
                        meta_info?: string;
                        real_name?: string;
                        type: number;
                    };
                    "multipart/form-data": {
                        company_name?: string;
                        credit_code?: string;
                        id_back_img?: number;
                        id_front_img?: number;
                        id_number?: string;
                        licence_img?: number;
                        /** @description With face liveness on: the environment string of the provider’s browser script (MetaInfo) */
                        meta_info?: string;
                        real_name?: string;
                        type: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                liveness?: {
                                    certify_id: string;
                                    /** @description The provider’s face check page to open; it returns to the real-name page */
                                    url: string;
                                };
                                status: number;
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/user_auth_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The latest application (masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company_name: string | null;
                                credit_code: string | null;
                                id_number: string | null;
                                /** @description The identity provider's answer on a personal application (null: not asked) */
                                provider_result: ("match" | "mismatch" | "unavailable") | null;
                                real_name: string | null;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 0 never applied, 1 under review, 2 verified, 3 rejected */
                                status: number;
                                submitted_at: number | null;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/user_auth_personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The latest personal application (masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company_name: string | null;
                                credit_code: string | null;
                                id_number: string | null;
                                /** @description The identity provider's answer on a personal application (null: not asked) */
                                provider_result: ("match" | "mismatch" | "unavailable") | null;
                                real_name: string | null;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 0 never applied, 1 under review, 2 verified, 3 rejected */
                                status: number;
                                submitted_at: number | null;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bank_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider account for public bank transfers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account_name: string;
                                account_number: string;
                                bank: string;
                                remark: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bank_transfer_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare a bank transfer; it is credited when finance confirms receipt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        payer_name: string;
                        /** @default  */
                        reference?: string;
                    };
                    "multipart/form-data": {
                        amount: string | number;
                        payer_name: string;
                        /** @default  */
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bank_transfer_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The wallet’s declared bank transfers, newest first: status 1 pending, 2 credited, 3 rejected */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    decided_at: number | null;
                                    id: number;
                                    note: string | null;
                                    payer_name: string;
                                    reference: string;
                                    status: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bill_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Monthly bills (newest first): totals by product from the ledger, in Asia/Shanghai months */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 12 */
                        months?: number;
                    };
                    "multipart/form-data": {
                        /** @default 12 */
                        months?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    lines: {
                                        amount: string;
                                        cash: string;
                                        /** @description Ledger entries summed */
                                        entries: number;
                                        gift: string;
                                        /** @enum {string} */
                                        product: "ecs" | "phone" | "ipintel" | "other";
                                    }[];
                                    month: string;
                                    /** @description Yuan: spending less refunds in the month */
                                    total: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bill.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month’s bill as PDF (labels in the request’s language) */
        get: {
            parameters: {
                query: {
                    /** @description Calendar month in Asia/Shanghai, YYYY-MM */
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bills.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly bills as CSV (month, product, amount, cash, gift, entries; yuan), the last 24 months */
        get: {
            parameters: {
                query?: {
                    /** @description Calendar month in Asia/Shanghai, YYYY-MM */
                    month?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/charge_order_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a top-up order; payUrl is the QR content (code 503: real-name verification required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pay_type: number;
                        price: string | number;
                    };
                    "multipart/form-data": {
                        pay_type: number;
                        price: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                expires_at: number;
                                order_num: string;
                                payUrl: string;
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/ledger_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ledger entries of the wallet, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @enum {string} */
                        kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                    "multipart/form-data": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @enum {string} */
                        kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Cash change, yuan (negative for spending) */
                                    amount: string;
                                    balance_after: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Gift-balance change, yuan */
                                    give_amount: string;
                                    give_balance_after: string;
                                    id: number;
                                    kind: string;
                                    memo: string;
                                    ref_id: string;
                                    ref_type: string;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/ledger.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger as CSV (same filters, at most 10,000 rows; header and memos in the request’s language) */
        get: {
            parameters: {
                query?: {
                    /** @description Unix seconds, inclusive */
                    from?: number;
                    kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                    /** @description Unix seconds, exclusive */
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/order_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top-up orders of the wallet, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    order_num: string;
                                    paid_at: number | null;
                                    pay_status: string;
                                    pay_type: number;
                                    price: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/purchase_order_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Purchase orders (ECS, cloud phone, IP plans), newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        product?: "ecs" | "phone" | "ipintel";
                    };
                    "multipart/form-data": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        product?: "ecs" | "phone" | "ipintel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description ecs_new | ecs_renew | phone_new | phone_renew | phone_trial | phone_convert | disk_new | disk_expand | ip_plan */
                                    kind: string;
                                    order_num: string;
                                    /** @enum {string} */
                                    product: "ecs" | "phone" | "ipintel" | "other";
                                    refunded: string;
                                    /** @enum {string} */
                                    status: "paid" | "refunded" | "partially_refunded";
                                    /** @description What was bought, in the request’s language */
                                    title: string;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/base/upload_img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (JPEG, PNG or WebP by content, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The image file */
                        file: unknown;
                        /** @enum {string} */
                        usage: "id_front" | "id_back" | "licence" | "ticket";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content image (cover or inline), public */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox messages as JSON (development only) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                body: string;
                                channel: string;
                                created_at: number;
                                id: number;
                                recipient: string;
                                subject: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an available disk to a running (hot-plug) or stopped instance of its zone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id: string;
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        disk_id: string;
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                category: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description Its device in the guest (vdc, vdd …) when attached */
                                device: string | null;
                                disk_id: string;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                gb: number;
                                /** @description The instance it is attached to (or being attached to / detached from) */
                                instance_id: string | null;
                                name: string;
                                region_code: string;
                                release_with_instance: boolean;
                                /** @enum {string} */
                                status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                /** @description The size an expansion under way grows it to */
                                target_gb: number | null;
                                zone_code: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a cloud disk, paid from the wallet (and attached to instance_id once created). 402 data.shortfall; 409 data.price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        /** @description Disk category code (/v1/get_disk_types) */
                        category: string;
                        client_token?: string;
                        /** @description Size, GB (20–2,000 within the category’s range) */
                        gb: number;
                        /** @description The instance to attach it to once created (its zone and expiry) */
                        instance_id?: string;
                        name: string;
                        /** @description The price the confirmation showed, yuan; 409 with data.price if it changed */
                        price: string;
                        /** @description The zone, when bought for no instance (prepaid for one month) */
                        zone_id?: number;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        /** @description Disk category code (/v1/get_disk_types) */
                        category: string;
                        client_token?: string;
                        /** @description Size, GB (20–2,000 within the category’s range) */
                        gb: number;
                        /** @description The instance to attach it to once created (its zone and expiry) */
                        instance_id?: string;
                        name: string;
                        /** @description The price the confirmation showed, yuan; 409 with data.price if it changed */
                        price: string;
                        /** @description The zone, when bought for no instance (prepaid for one month) */
                        zone_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                disk: {
                                    /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                    category: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Its device in the guest (vdc, vdd …) when attached */
                                    device: string | null;
                                    disk_id: string;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    gb: number;
                                    /** @description The instance it is attached to (or being attached to / detached from) */
                                    instance_id: string | null;
                                    name: string;
                                    region_code: string;
                                    release_with_instance: boolean;
                                    /** @enum {string} */
                                    status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                    /** @description The size an expansion under way grows it to */
                                    target_gb: number | null;
                                    zone_code: string;
                                };
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                order_num: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detach a disk from its running (hot-unplug) or stopped instance */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id: string;
                    };
                    "multipart/form-data": {
                        disk_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                category: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description Its device in the guest (vdc, vdd …) when attached */
                                device: string | null;
                                disk_id: string;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                gb: number;
                                /** @description The instance it is attached to (or being attached to / detached from) */
                                instance_id: string | null;
                                name: string;
                                region_code: string;
                                release_with_instance: boolean;
                                /** @enum {string} */
                                status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                /** @description The size an expansion under way grows it to */
                                target_gb: number | null;
                                zone_code: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_expand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grow a disk to gb (live while its instance runs), paid from the wallet. 402 data.shortfall; 409 data.price, disk.shrink */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        disk_id: string;
                        gb: number;
                        /** @description The price the confirmation showed, yuan; 409 with data.price if it changed */
                        price: string;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        disk_id: string;
                        gb: number;
                        /** @description The price the confirmation showed, yuan; 409 with data.price if it changed */
                        price: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                disk: {
                                    /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                    category: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Its device in the guest (vdc, vdd …) when attached */
                                    device: string | null;
                                    disk_id: string;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    gb: number;
                                    /** @description The instance it is attached to (or being attached to / detached from) */
                                    instance_id: string | null;
                                    name: string;
                                    region_code: string;
                                    release_with_instance: boolean;
                                    /** @enum {string} */
                                    status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                    /** @description The size an expansion under way grows it to */
                                    target_gb: number | null;
                                    zone_code: string;
                                };
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                order_num: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s cloud disks, newest first (released ones only when asked by status) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        status?: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                    };
                    "multipart/form-data": {
                        instance_id?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        status?: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                    category: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Its device in the guest (vdc, vdd …) when attached */
                                    device: string | null;
                                    disk_id: string;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    gb: number;
                                    /** @description The instance it is attached to (or being attached to / detached from) */
                                    instance_id: string | null;
                                    name: string;
                                    region_code: string;
                                    release_with_instance: boolean;
                                    /** @enum {string} */
                                    status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                    /** @description The size an expansion under way grows it to */
                                    target_gb: number | null;
                                    zone_code: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/disk_release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a detached disk and its data (the unused time is not refunded) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id: string;
                    };
                    "multipart/form-data": {
                        disk_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Disk category code (disk_types: cloud_essd, cloud_efficiency …) */
                                category: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description Its device in the guest (vdc, vdd …) when attached */
                                device: string | null;
                                disk_id: string;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                gb: number;
                                /** @description The instance it is attached to (or being attached to / detached from) */
                                instance_id: string | null;
                                name: string;
                                region_code: string;
                                release_with_instance: boolean;
                                /** @enum {string} */
                                status: "creating" | "available" | "attaching" | "in_use" | "detaching" | "expanding" | "releasing" | "released" | "failed";
                                /** @description The size an expansion under way grows it to */
                                target_gb: number | null;
                                zone_code: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/inquiry_create_disk_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of a new cloud disk: the category’s GB-month price pro rata to the instance’s expiry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Disk category code (/v1/get_disk_types) */
                        category: string;
                        /** @description Size, GB (20–2,000 within the category’s range) */
                        gb: number;
                        /** @description The instance to attach it to once created (its zone and expiry) */
                        instance_id?: string;
                        /** @description The zone, when bought for no instance (prepaid for one month) */
                        zone_id?: number;
                    };
                    "multipart/form-data": {
                        /** @description Disk category code (/v1/get_disk_types) */
                        category: string;
                        /** @description Size, GB (20–2,000 within the category’s range) */
                        gb: number;
                        /** @description The instance to attach it to once created (its zone and expiry) */
                        instance_id?: string;
                        /** @description The zone, when bought for no instance (prepaid for one month) */
                        zone_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category_name: string;
                                expires_at: number;
                                /** @description What is charged now, yuan (pro rata to expires_at) */
                                price: string;
                                /** @description A month of this disk, yuan */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disk_center/inquiry_expand_disk_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of growing a disk to gb: the added GB pro rata to its expiry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id: string;
                        gb: number;
                    };
                    "multipart/form-data": {
                        disk_id: string;
                        gb: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_at: number;
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/files/{sha256}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A download file (as an attachment), checked against its SHA-256 before it is sent */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                    sha256: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/inquiry_create_instance_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy ECS instances: the server re-prices, pays from the wallet in one transaction and creates the instances (pending). 402 data.shortfall; 409 data.price; 503 real-name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        client_token?: string;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @enum {string} */
                        login_type: "key" | "password";
                        name: string;
                        password?: string;
                        /** @description The total the configurator showed (from /v1/inquiry_create_instance_price), yuan; refused with 409 if the server price differs */
                        price: string;
                        /** @default 1 */
                        quantity?: number;
                        region_id: number;
                        ssh_key_id?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        client_token?: string;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @enum {string} */
                        login_type: "key" | "password";
                        name: string;
                        password?: string;
                        /** @description The total the configurator showed (from /v1/inquiry_create_instance_price), yuan; refused with 409 if the server price differs */
                        price: string;
                        /** @default 1 */
                        quantity?: number;
                        region_id: number;
                        ssh_key_id?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                instances: {
                                    auto_renew: boolean;
                                    bandwidth_mbps: number;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    data_disks: {
                                        gb: number;
                                        type: string;
                                    }[];
                                    duration_months: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    image_name: string;
                                    instance_id: string;
                                    instance_type: string;
                                    /** @enum {string} */
                                    login_type: "key" | "password";
                                    memory_gb: number;
                                    name: string;
                                    private_ip: string | null;
                                    public_ip: string | null;
                                    region_code: string;
                                    region_name: string;
                                    /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                    ssh_port: number | null;
                                    /**
                                     * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                    system_disk: {
                                        gb: number;
                                        type: string;
                                    };
                                    vcpu: number;
                                    zone_code: string;
                                    zone_name: string;
                                }[];
                                order_num: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/inquiry_renew_instance_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of renewing an instance for duration_months (current catalog prices) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        duration_months: number;
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        duration_months: number;
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description What is charged, line by line; sums to price */
                                breakdown: {
                                    /** @description Yuan for the whole order; negative for the discount */
                                    amount: string;
                                    /** @description The line in the request’s language */
                                    item: string;
                                    /** @enum {string} */
                                    kind: "instance" | "system_disk" | "data_disk" | "bandwidth" | "package" | "plan" | "discount";
                                }[];
                                discount: string;
                                /** @description Before the duration discount */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description One unit for one month */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_auto_renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn auto-renewal on or off */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        auto_renew: boolean | ("0" | "1" | "true" | "false");
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        auto_renew: boolean | ("0" | "1" | "true" | "false");
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_console_ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use, short-lived ticket to open the serial console of a running instance, and the WebSocket URL to open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_in: number;
                                ticket: string;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One instance of the account, with its host name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                hostname: string;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                released_at: number | null;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Monitoring of an instance: every sample of the last hour, 5-minute averages of the last day, hourly of the last week, 6-hourly of the last 30 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                        /**
                         * @default hour
                         * @enum {string}
                         */
                        range?: "hour" | "day" | "week" | "month";
                    };
                    "multipart/form-data": {
                        instance_id: string;
                        /**
                         * @default hour
                         * @enum {string}
                         */
                        range?: "hour" | "day" | "week" | "month";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                points: {
                                    cpu_pct: number;
                                    disk_read_bps: number;
                                    disk_write_bps: number;
                                    mem_total_mb: number;
                                    mem_used_mb: number;
                                    net_rx_bps: number;
                                    net_tx_bps: number;
                                    /** @description Unix seconds (start of the bucket for day and week) */
                                    t: number;
                                }[];
                                /** @enum {string} */
                                range: "hour" | "day" | "week" | "month";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_reboot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reboot a running instance (→ rebooting → running) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The 5-day no-reason refund of the account’s first ECS purchase: releases the instance and returns its share of the order (gift money to the gift balance), once per account. 409 data.reason refund.used | refund.not_first | refund.window_passed | refund.bad_state */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cash: string;
                                give: string;
                                instance: {
                                    auto_renew: boolean;
                                    bandwidth_mbps: number;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    data_disks: {
                                        gb: number;
                                        type: string;
                                    }[];
                                    duration_months: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    image_name: string;
                                    instance_id: string;
                                    instance_type: string;
                                    /** @enum {string} */
                                    login_type: "key" | "password";
                                    memory_gb: number;
                                    name: string;
                                    private_ip: string | null;
                                    public_ip: string | null;
                                    region_code: string;
                                    region_name: string;
                                    /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                    ssh_port: number | null;
                                    /**
                                     * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                    system_disk: {
                                        gb: number;
                                        type: string;
                                    };
                                    vcpu: number;
                                    zone_code: string;
                                    zone_name: string;
                                };
                                refund: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release an instance (→ releasing → released); the unused time is not refunded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew an instance, paid from the wallet; expiry moves by duration_months. 402 data.shortfall; 409 data.price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        duration_months: number;
                        instance_id: string;
                        /** @description The renewal price shown, yuan */
                        price: string;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        duration_months: number;
                        instance_id: string;
                        /** @description The renewal price shown, yuan */
                        price: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                instance: {
                                    auto_renew: boolean;
                                    bandwidth_mbps: number;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    data_disks: {
                                        gb: number;
                                        type: string;
                                    }[];
                                    duration_months: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    image_name: string;
                                    instance_id: string;
                                    instance_type: string;
                                    /** @enum {string} */
                                    login_type: "key" | "password";
                                    memory_gb: number;
                                    name: string;
                                    private_ip: string | null;
                                    public_ip: string | null;
                                    region_code: string;
                                    region_name: string;
                                    /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                    ssh_port: number | null;
                                    /**
                                     * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                    system_disk: {
                                        gb: number;
                                        type: string;
                                    };
                                    vcpu: number;
                                    zone_code: string;
                                    zone_name: string;
                                };
                                order_num: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the root password of a running instance (through the guest agent); 409 not running, 503 the guest could not; 403 twofactor.step_up_required (data.step_up) when two-factor is on and this session has proved no code recently */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a stopped instance (→ starting → running) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_center/instance_stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a running instance (→ stopping → stopped) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                auto_renew: boolean;
                                bandwidth_mbps: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                data_disks: {
                                    gb: number;
                                    type: string;
                                }[];
                                duration_months: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                image_name: string;
                                instance_id: string;
                                instance_type: string;
                                /** @enum {string} */
                                login_type: "key" | "password";
                                memory_gb: number;
                                name: string;
                                private_ip: string | null;
                                public_ip: string | null;
                                region_code: string;
                                region_name: string;
                                /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                ssh_port: number | null;
                                /**
                                 * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                system_disk: {
                                    gb: number;
                                    type: string;
                                };
                                vcpu: number;
                                zone_code: string;
                                zone_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance_overview/user_instance_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s ECS instances, newest first (released ones only when asked by status) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        region_code?: string;
                        /** @enum {string} */
                        status?: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        region_code?: string;
                        /** @enum {string} */
                        status?: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    auto_renew: boolean;
                                    bandwidth_mbps: number;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    data_disks: {
                                        gb: number;
                                        type: string;
                                    }[];
                                    duration_months: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    image_name: string;
                                    instance_id: string;
                                    instance_type: string;
                                    /** @enum {string} */
                                    login_type: "key" | "password";
                                    memory_gb: number;
                                    name: string;
                                    private_ip: string | null;
                                    public_ip: string | null;
                                    region_code: string;
                                    region_name: string;
                                    /** @description 127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null */
                                    ssh_port: number | null;
                                    /**
                                     * @description pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "starting" | "stopping" | "stopped" | "rebooting" | "releasing" | "released" | "failed" | "expired";
                                    system_disk: {
                                        gb: number;
                                        type: string;
                                    };
                                    vcpu: number;
                                    zone_code: string;
                                    zone_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s invoice requests (newest first), its orders with what each may still invoice (yuan), and its verified title */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                    "multipart/form-data": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                invoiceable: string;
                                list: {
                                    address: string;
                                    amount: string;
                                    bank_account: string;
                                    bank_name: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    decided_at: number | null;
                                    has_file: boolean;
                                    has_reversal_file: boolean;
                                    id: number;
                                    /**
                                     * @description normal 普通发票 (electronic), special 增值税专用发票
                                     * @enum {string}
                                     */
                                    kind: "normal" | "special";
                                    /** @description The invoiced order; null on account-level requests of older versions */
                                    order_num: string | null;
                                    phone: string;
                                    reject_reason: string | null;
                                    reversed_at: number | null;
                                    /**
                                     * @description voided: the order was refunded before issue; reversal_pending/reversed: red-letter (红字) reversal
                                     * @enum {string}
                                     */
                                    status: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed";
                                    /** @description Unified social credit code of an enterprise title; null for personal */
                                    tax_number: string | null;
                                    title: string;
                                    /**
                                     * @description personal 个人 (verified real name, no tax number), enterprise 企业 (verified company, credit code)
                                     * @enum {string}
                                     */
                                    title_type: "personal" | "enterprise";
                                    /** @description Reason key of a voided request (invoice.void.refunded) */
                                    void_reason: string | null;
                                }[];
                                orders: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    fully_refunded: boolean;
                                    /** @description paid − refunded − invoiced (pending, issued or awaiting reversal) */
                                    invoiceable: string;
                                    invoiced: string;
                                    order_num: string;
                                    paid: string;
                                    refunded: string;
                                    title: string;
                                }[];
                                title: {
                                    name: string;
                                    tax_number: string | null;
                                    /** @enum {string} */
                                    type: "personal" | "enterprise";
                                } | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request the invoice of an order, titled with the verified identity, for what it may still invoice (400 data.reason invoice.*) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        bank_account?: string;
                        bank_name?: string;
                        /**
                         * @description normal 普通发票 (electronic; the only kind for a personal title), special 增值税专用发票
                         * @default normal
                         * @enum {string}
                         */
                        kind?: "normal" | "special";
                        /** @description The order to invoice (order_num of /invoice/list orders) */
                        order_num: string;
                        phone?: string;
                    };
                    "multipart/form-data": {
                        address?: string;
                        bank_account?: string;
                        bank_name?: string;
                        /**
                         * @description normal 普通发票 (electronic; the only kind for a personal title), special 增值税专用发票
                         * @default normal
                         * @enum {string}
                         */
                        kind?: "normal" | "special";
                        /** @description The order to invoice (order_num of /invoice/list orders) */
                        order_num: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                address: string;
                                amount: string;
                                bank_account: string;
                                bank_name: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                decided_at: number | null;
                                has_file: boolean;
                                has_reversal_file: boolean;
                                id: number;
                                /**
                                 * @description normal 普通发票 (electronic), special 增值税专用发票
                                 * @enum {string}
                                 */
                                kind: "normal" | "special";
                                /** @description The invoiced order; null on account-level requests of older versions */
                                order_num: string | null;
                                phone: string;
                                reject_reason: string | null;
                                reversed_at: number | null;
                                /**
                                 * @description voided: the order was refunded before issue; reversal_pending/reversed: red-letter (红字) reversal
                                 * @enum {string}
                                 */
                                status: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed";
                                /** @description Unified social credit code of an enterprise title; null for personal */
                                tax_number: string | null;
                                title: string;
                                /**
                                 * @description personal 个人 (verified real name, no tax number), enterprise 企业 (verified company, credit code)
                                 * @enum {string}
                                 */
                                title_type: "personal" | "enterprise";
                                /** @description Reason key of a voided request (invoice.void.refunded) */
                                void_reason: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an IP address (the caller's own when ip is omitted)
         * @description The IP site's query tool: no key, IP_DEMO_PER_MINUTE lookups a minute per client address (default 10), then code 429 with Retry-After; CORS for the sites' own origins only. A demo answer: country, region, city and ASN. The full field set (coordinates, time zone, currency, privacy flags, ranges) is /ip/v1/lookup with a key.
         */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /**
                                 * @description public, or the special-purpose range the address belongs to
                                 * @enum {string}
                                 */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                } | null;
                                /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                city_name: string | null;
                                /** @description ISO 3166-1 alpha-2 country code */
                                country_code: string | null;
                                /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                country_name: string | null;
                                /**
                                 * @description Always true: a demo answer with the fields above only
                                 * @enum {boolean}
                                 */
                                demo: true;
                                /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                embedded_ipv4?: string;
                                /** @description The address asked about, normalized */
                                ip: string;
                                /** @description That the full field set needs an API key (/ip/v1/lookup), in English */
                                note: string;
                                /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                region_name: string | null;
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/asn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The network (ASN) of an address, with the ASN’s own announced range and prefix */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /**
                                 * @description public, or the special-purpose range the address belongs to
                                 * @enum {string}
                                 */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                    domain: string | null;
                                    isp: string | null;
                                    organization: string | null;
                                    usage_type: string | null;
                                } | null;
                                /** @description NAT64 / 6to4 addresses only: the embedded IPv4 address; start_ip, end_ip and prefix are then its ASN range */
                                embedded_ipv4?: string;
                                /** @description Last address of that range */
                                end_ip: string;
                                ip: string;
                                /** @description The CIDR prefix of that range holding ip; null without an ASN */
                                prefix: string | null;
                                /** @description First address of the ASN’s announced range holding ip (not the geolocation range) */
                                start_ip: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/asn/{asn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An autonomous system: name, type and every IPv4/IPv6 prefix it announces */
        get: {
            parameters: {
                query?: {
                    key?: string;
                };
                header?: never;
                path: {
                    asn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                asn: number;
                                asn_name: string;
                                counts: {
                                    ipv4_addresses: number;
                                    ipv4_prefixes: number;
                                    ipv6_prefixes: number;
                                };
                                domain: string | null;
                                isp: string | null;
                                organization: string | null;
                                prefixes: {
                                    ipv4: string[];
                                    ipv6: string[];
                                };
                                usage_type: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up many addresses: one result per input, in order; duplicates, invalid entries and addresses without data cost nothing
         * @description The body is a JSON array of addresses, `{"ips": [...]}`, or `ips` as text (comma- or newline-separated). At most 100 addresses on Free, 500 on Standard, 1,000 on Business and Enterprise (`too_many_ips`). When fewer lookups remain than distinct addresses, the first ones are answered and the rest get `quota_exceeded`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": string[] | {
                        ips: string[] | string;
                    };
                    "multipart/form-data": string[] | {
                        ips: string[] | string;
                    };
                };
            };
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Lookups charged: distinct addresses answered */
                                charged: number;
                                results: {
                                    data: {
                                        /**
                                         * @description public, or the special-purpose range the address belongs to
                                         * @enum {string}
                                         */
                                        address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                        /** @description The network announcing the address: number, name, domain, usage type, ISP, organization; null when none does */
                                        asn: {
                                            asn: number;
                                            asn_name: string;
                                            domain: string | null;
                                            isp: string | null;
                                            organization: string | null;
                                            usage_type: string | null;
                                        } | null;
                                        /** @description International calling code, e.g. "+1" (several joined with ", ") */
                                        calling_code: string | null;
                                        /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                        city_name: string | null;
                                        /** @description Capital of the country */
                                        country_capital: string | null;
                                        /** @description ISO 3166-1 alpha-2 country code */
                                        country_code: string | null;
                                        /** @description The country’s flag emoji */
                                        country_flag: string | null;
                                        /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                        country_name: string | null;
                                        /** @description The country’s currency: ISO 4217 code, name and symbol */
                                        currency: {
                                            code: string;
                                            name: string;
                                            symbol: string;
                                        } | null;
                                        /** @description Always null (no source yet) */
                                        elevation: null;
                                        /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                        embedded_ipv4?: string;
                                        /** @description Last address of that range */
                                        end_ip: string;
                                        /** @description The address asked about, normalized */
                                        ip: string;
                                        /** @description Whether the country is a member of the European Union */
                                        is_eu: boolean | null;
                                        /** @description True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all four kinds are loaded and none holds the address; otherwise null (unknown) */
                                        is_proxy: boolean | null;
                                        /** @description Degrees */
                                        latitude: number | null;
                                        /** @description Degrees */
                                        longitude: number | null;
                                        /** @description Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their kind is loaded */
                                        proxy_data: {
                                            is_data_center: boolean;
                                            is_hosting: boolean;
                                            is_proxy: boolean | null;
                                            is_relay: boolean | null;
                                            is_tor: boolean | null;
                                            is_vpn: boolean | null;
                                        };
                                        /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                        region_name: string | null;
                                        /** @description First address of the range around ip in which every field below is the same */
                                        start_ip: string;
                                        /** @description IANA time zone, its UTC offset and the local time now */
                                        time_zone: {
                                            current_time: string;
                                            name: string;
                                            offset: string;
                                        } | null;
                                        /** @description Always null (no source yet) */
                                        weather_station_code: null;
                                        /** @description Always null (no source yet) */
                                        weather_station_name: null;
                                        /** @description Postal code */
                                        zip_code: string | null;
                                    } | null;
                                    error: {
                                        code: number;
                                        error: string;
                                        msg: string;
                                    } | null;
                                    /** @description The input as given */
                                    ip: string;
                                }[];
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/download/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a file of the newest database snapshot by its stable name (add .sha256 for its digest) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Download a file of the newest database snapshot by its stable name (add .sha256 for its digest) */
        head: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        patch?: never;
        trace?: never;
    };
    "/ip/v1/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geolocation of an address */
        get: {
            parameters: {
                query?: {
                    /** @description The address (IPv4 or IPv6); omit it for the caller’s own, never send it empty */
                    ip?: string;
                    /** @description The API key, when the x-api-key header cannot be sent */
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /**
                                 * @description public, or the special-purpose range the address belongs to
                                 * @enum {string}
                                 */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                /** @description International calling code, e.g. "+1" (several joined with ", ") */
                                calling_code: string | null;
                                /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                city_name: string | null;
                                /** @description Capital of the country */
                                country_capital: string | null;
                                /** @description ISO 3166-1 alpha-2 country code */
                                country_code: string | null;
                                /** @description The country’s flag emoji */
                                country_flag: string | null;
                                /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                country_name: string | null;
                                /** @description The country’s currency: ISO 4217 code, name and symbol */
                                currency: {
                                    code: string;
                                    name: string;
                                    symbol: string;
                                } | null;
                                /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                embedded_ipv4?: string;
                                /** @description The address asked about, normalized */
                                ip: string;
                                /** @description Whether the country is a member of the European Union */
                                is_eu: boolean | null;
                                /** @description Degrees */
                                latitude: number | null;
                                /** @description Degrees */
                                longitude: number | null;
                                /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                region_name: string | null;
                                /** @description IANA time zone, its UTC offset and the local time now */
                                time_zone: {
                                    current_time: string;
                                    name: string;
                                    offset: string;
                                } | null;
                                /** @description Postal code */
                                zip_code: string | null;
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything about an address (the caller’s own without ip) */
        get: {
            parameters: {
                query?: {
                    /** @description The address (IPv4 or IPv6); omit it for the caller’s own, never send it empty */
                    ip?: string;
                    /** @description The API key, when the x-api-key header cannot be sent */
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /**
                                 * @description public, or the special-purpose range the address belongs to
                                 * @enum {string}
                                 */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                /** @description The network announcing the address: number, name, domain, usage type, ISP, organization; null when none does */
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                    domain: string | null;
                                    isp: string | null;
                                    organization: string | null;
                                    usage_type: string | null;
                                } | null;
                                /** @description International calling code, e.g. "+1" (several joined with ", ") */
                                calling_code: string | null;
                                /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                city_name: string | null;
                                /** @description Capital of the country */
                                country_capital: string | null;
                                /** @description ISO 3166-1 alpha-2 country code */
                                country_code: string | null;
                                /** @description The country’s flag emoji */
                                country_flag: string | null;
                                /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                country_name: string | null;
                                /** @description The country’s currency: ISO 4217 code, name and symbol */
                                currency: {
                                    code: string;
                                    name: string;
                                    symbol: string;
                                } | null;
                                /** @description Always null (no source yet) */
                                elevation: null;
                                /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                embedded_ipv4?: string;
                                /** @description Last address of that range */
                                end_ip: string;
                                /** @description The address asked about, normalized */
                                ip: string;
                                /** @description Whether the country is a member of the European Union */
                                is_eu: boolean | null;
                                /** @description True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all four kinds are loaded and none holds the address; otherwise null (unknown) */
                                is_proxy: boolean | null;
                                /** @description Degrees */
                                latitude: number | null;
                                /** @description Degrees */
                                longitude: number | null;
                                /** @description Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their kind is loaded */
                                proxy_data: {
                                    is_data_center: boolean;
                                    is_hosting: boolean;
                                    is_proxy: boolean | null;
                                    is_relay: boolean | null;
                                    is_tor: boolean | null;
                                    is_vpn: boolean | null;
                                };
                                /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                region_name: string | null;
                                /** @description First address of the range around ip in which every field below is the same */
                                start_ip: string;
                                /** @description IANA time zone, its UTC offset and the local time now */
                                time_zone: {
                                    current_time: string;
                                    name: string;
                                    offset: string;
                                } | null;
                                /** @description Always null (no source yet) */
                                weather_station_code: null;
                                /** @description Always null (no source yet) */
                                weather_station_name: null;
                                /** @description Postal code */
                                zip_code: string | null;
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proxy, VPN, Tor, relay and hosting flags of an address, with their sources */
        get: {
            parameters: {
                query?: {
                    /** @description The address (IPv4 or IPv6); omit it for the caller’s own, never send it empty */
                    ip?: string;
                    /** @description The API key, when the x-api-key header cannot be sent */
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /**
                                 * @description public, or the special-purpose range the address belongs to
                                 * @enum {string}
                                 */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                embedded_ipv4?: string;
                                /** @description The cloud provider whose published ranges hold the address */
                                hosting_provider: string | null;
                                ip: string;
                                /** @description True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all four kinds are loaded and none holds the address; otherwise null (unknown) */
                                is_proxy: boolean | null;
                                /** @description Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their kind is loaded */
                                proxy_data: {
                                    is_data_center: boolean;
                                    is_hosting: boolean;
                                    is_proxy: boolean | null;
                                    is_relay: boolean | null;
                                    is_tor: boolean | null;
                                    is_vpn: boolean | null;
                                };
                                /** @description For each true flag (is_tor, is_hosting, …): the lists or feeds that set it, or asn-classification */
                                sources: {
                                    [key: string]: {
                                        /** @description Feed name in IPDB_FEEDS (tor, aws, …), list kind, or asn-classification */
                                        name: string;
                                        provider: string | null;
                                        /** @description Publication time the feed states (ISO 8601) */
                                        published: string | null;
                                        /** @description When the database build read it (ISO 8601) */
                                        read_at: string;
                                    }[];
                                };
                                usage_type: string | null;
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The records covering a CIDR block or a first-last range, a page at a time (one lookup per record) */
        get: {
            parameters: {
                query: {
                    /** @description a.b.c.d/n, x::/n, or first-last */
                    cidr: string;
                    /** @description Where the page starts: `next` of the previous page */
                    from?: string;
                    key?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Pass as `from` for the next page; null after the last */
                                next: string | null;
                                /** @description In address order; start_ip/end_ip clipped to the range */
                                records: {
                                    /**
                                     * @description public, or the special-purpose range the address belongs to
                                     * @enum {string}
                                     */
                                    address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                    /** @description The network announcing the address: number, name, domain, usage type, ISP, organization; null when none does */
                                    asn: {
                                        asn: number;
                                        asn_name: string;
                                        domain: string | null;
                                        isp: string | null;
                                        organization: string | null;
                                        usage_type: string | null;
                                    } | null;
                                    /** @description International calling code, e.g. "+1" (several joined with ", ") */
                                    calling_code: string | null;
                                    /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                    city_name: string | null;
                                    /** @description Capital of the country */
                                    country_capital: string | null;
                                    /** @description ISO 3166-1 alpha-2 country code */
                                    country_code: string | null;
                                    /** @description The country’s flag emoji */
                                    country_flag: string | null;
                                    /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                    country_name: string | null;
                                    /** @description The country’s currency: ISO 4217 code, name and symbol */
                                    currency: {
                                        code: string;
                                        name: string;
                                        symbol: string;
                                    } | null;
                                    /** @description Always null (no source yet) */
                                    elevation: null;
                                    /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                    embedded_ipv4?: string;
                                    /** @description Last address of that range */
                                    end_ip: string;
                                    /** @description The address asked about, normalized */
                                    ip: string;
                                    /** @description Whether the country is a member of the European Union */
                                    is_eu: boolean | null;
                                    /** @description True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all four kinds are loaded and none holds the address; otherwise null (unknown) */
                                    is_proxy: boolean | null;
                                    /** @description Degrees */
                                    latitude: number | null;
                                    /** @description Degrees */
                                    longitude: number | null;
                                    /** @description Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their kind is loaded */
                                    proxy_data: {
                                        is_data_center: boolean;
                                        is_hosting: boolean;
                                        is_proxy: boolean | null;
                                        is_relay: boolean | null;
                                        is_tor: boolean | null;
                                        is_vpn: boolean | null;
                                    };
                                    /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                    region_name: string | null;
                                    /** @description First address of the range around ip in which every field below is the same */
                                    start_ip: string;
                                    /** @description IANA time zone, its UTC offset and the local time now */
                                    time_zone: {
                                        current_time: string;
                                        name: string;
                                        offset: string;
                                    } | null;
                                    /** @description Always null (no source yet) */
                                    weather_station_code: null;
                                    /** @description Always null (no source yet) */
                                    weather_station_name: null;
                                    /** @description Postal code */
                                    zip_code: string | null;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key’s account: plan, monthly quota, lookups used and remaining (not charged) */
        get: {
            parameters: {
                query?: {
                    /** @description The API key, when the x-api-key header cannot be sent */
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description 500, 503 */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                error: "invalid_ip" | "invalid_request" | "too_many_ips" | "missing_key" | "invalid_key" | "key_revoked" | "plan_required" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "no_data" | "request_too_large" | "quota_exceeded" | "internal_error" | "unavailable";
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Addresses per bulk request */
                                bulk_limit: number;
                                plan: {
                                    code: string;
                                    name: string;
                                };
                                /** @description Lookups a month */
                                quota: number;
                                remaining: number;
                                /** @description Unix seconds when the month’s count starts again (UTC month) */
                                reset_at: number;
                                used: number;
                            } | null;
                            /** @description Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer */
                            meta?: {
                                attribution: {
                                    /** @description The credit line of every source */
                                    full: string;
                                    licence: string;
                                    licence_url: string;
                                    text: string;
                                    url: string;
                                };
                                /** @description When the loaded database was built (ISO 8601), not the data’s date */
                                build_time: string | null;
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    /** @description The data package, or the list’s file or URL */
                                    from: string;
                                    /** @description dbip-city, asn, feed:<name> or list:<kind> */
                                    id: string;
                                    name: string;
                                    /** @description Older than 45 days */
                                    stale: boolean;
                                    version: string | null;
                                }[];
                                /** @description Whether any source is stale */
                                stale: boolean;
                                stale_after_days: number;
                            };
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/contact_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact request: custom plan, support or feedback */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        company?: string;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        kind: "custom_plan" | "support" | "feedback";
                        message: string;
                        name: string;
                    };
                    "multipart/form-data": {
                        /** @default  */
                        company?: string;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        kind: "custom_plan" | "support" | "feedback";
                        message: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/database_facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The IP database's figures shown on the IP site (counts, freshness, feeds, the demo's limit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Autonomous systems in the ASN source */
                                asns: number | null;
                                /** @description When the loaded database was built */
                                build_time: number | null;
                                /** @description Anonymous /ip/lookup calls a client address may make per minute */
                                demo_per_minute: number;
                                ipv4_ranges: number | null;
                                ipv6_ranges: number | null;
                                latest_snapshot: number | null;
                                /** @description Names of the privacy lists and feeds the database was built from */
                                privacy_feeds: string[];
                                /** @description The privacy flags whose data is loaded (hosting and data centre from the ASN classification always) */
                                privacy_flags: ("is_vpn" | "is_tor" | "is_proxy" | "is_relay" | "is_hosting" | "is_data_center")[];
                                /** @description The answer for 8.8.8.8, as /ip/v1/lookup gives it */
                                sample: {
                                    /**
                                     * @description public, or the special-purpose range the address belongs to
                                     * @enum {string}
                                     */
                                    address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                    /** @description The network announcing the address: number, name, domain, usage type, ISP, organization; null when none does */
                                    asn: {
                                        asn: number;
                                        asn_name: string;
                                        domain: string | null;
                                        isp: string | null;
                                        organization: string | null;
                                        usage_type: string | null;
                                    } | null;
                                    /** @description International calling code, e.g. "+1" (several joined with ", ") */
                                    calling_code: string | null;
                                    /** @description City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English) */
                                    city_name: string | null;
                                    /** @description Capital of the country */
                                    country_capital: string | null;
                                    /** @description ISO 3166-1 alpha-2 country code */
                                    country_code: string | null;
                                    /** @description The country’s flag emoji */
                                    country_flag: string | null;
                                    /** @description Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN) */
                                    country_name: string | null;
                                    /** @description The country’s currency: ISO 4217 code, name and symbol */
                                    currency: {
                                        code: string;
                                        name: string;
                                        symbol: string;
                                    } | null;
                                    /** @description Always null (no source yet) */
                                    elevation: null;
                                    /** @description NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; start_ip/end_ip are its range written in the same prefix */
                                    embedded_ipv4?: string;
                                    /** @description Last address of that range */
                                    end_ip: string;
                                    /** @description The address asked about, normalized */
                                    ip: string;
                                    /** @description Whether the country is a member of the European Union */
                                    is_eu: boolean | null;
                                    /** @description True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all four kinds are loaded and none holds the address; otherwise null (unknown) */
                                    is_proxy: boolean | null;
                                    /** @description Degrees */
                                    latitude: number | null;
                                    /** @description Degrees */
                                    longitude: number | null;
                                    /** @description Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their kind is loaded */
                                    proxy_data: {
                                        is_data_center: boolean;
                                        is_hosting: boolean;
                                        is_proxy: boolean | null;
                                        is_relay: boolean | null;
                                        is_tor: boolean | null;
                                        is_vpn: boolean | null;
                                    };
                                    /** @description Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN) */
                                    region_name: string | null;
                                    /** @description First address of the range around ip in which every field below is the same */
                                    start_ip: string;
                                    /** @description IANA time zone, its UTC offset and the local time now */
                                    time_zone: {
                                        current_time: string;
                                        name: string;
                                        offset: string;
                                    } | null;
                                    /** @description Always null (no source yet) */
                                    weather_station_code: null;
                                    /** @description Always null (no source yet) */
                                    weather_station_name: null;
                                    /** @description Postal code */
                                    zip_code: string | null;
                                } | null;
                                /** @description Database snapshots written in the last 7 days */
                                snapshots_week: number;
                                /** @description Each data source with its own date; the build time is apart */
                                sources: {
                                    age_days: number | null;
                                    /** @description The day the source’s data is from (YYYY-MM-DD, UTC) */
                                    date: string | null;
                                    id: string;
                                    name: string;
                                    stale: boolean;
                                }[];
                                /** @description Whether any source is older than 45 days */
                                stale: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/download_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed link to one snapshot file, valid 5 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        version: string;
                    };
                    "multipart/form-data": {
                        name: string;
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                expires_at: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/download_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The current and last 7 days' database snapshots (plans with data downloads) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description The snapshot the API answers from */
                                current: boolean;
                                files: {
                                    bytes: number;
                                    /**
                                     * @description manifest: the file list with sizes, SHA-256, sources and attribution
                                     * @enum {string}
                                     */
                                    database: "geo" | "privacy" | "asn" | "database" | "manifest";
                                    /**
                                     * @description geoip2: an MMDB in the GeoIP2 City (geo) or GeoLite2 ASN (asn) layout, read by MaxMind readers in place of GeoLite2-City.mmdb / GeoLite2-ASN.mmdb
                                     * @enum {string}
                                     */
                                    format: "csv" | "json" | "mmdb" | "geoip2" | "lyipdb";
                                    gzip: boolean;
                                    /** @description e.g. "Geolocation · CSV" */
                                    label: string;
                                    name: string;
                                    sha256: string;
                                }[];
                                version: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/download/{version}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a snapshot file through a signed link (the file itself, or the envelope on error) */
        get: {
            parameters: {
                query: {
                    exp: number;
                    sig: string;
                    uid: number;
                };
                header?: never;
                path: {
                    name: string;
                    version: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a named API key, optionally restricted to web origins; the secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Web origins (scheme://host[:port], http or https) whose pages may call with the key, at most 10; separated by commas, spaces or newlines in a form. Empty: any caller, servers included */
                        allowed_origins?: string[] | string;
                        name: string;
                    };
                    "multipart/form-data": {
                        /** @description Web origins (scheme://host[:port], http or https) whose pages may call with the key, at most 10; separated by commas, spaces or newlines in a form. Empty: any caller, servers included */
                        allowed_origins?: string[] | string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description The secret, shown only now */
                                key: string;
                                prefix: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** API keys with their allowed origins (secrets are never shown again); sub-accounts need server-3-1 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Normalised origins the key is restricted to; empty: any caller */
                                allowed_origins: string[];
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                last_used_at: number | null;
                                name: string;
                                prefix: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a key’s secret (the old one stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description The secret, shown only now */
                                key: string;
                                prefix: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a live key and set the web origins it accepts calls from (empty: any caller); takes effect at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Web origins (scheme://host[:port], http or https) whose pages may call with the key, at most 10; separated by commas, spaces or newlines in a form. Empty: any caller, servers included */
                        allowed_origins: string[] | string;
                        id: number;
                        name?: string;
                    };
                    "multipart/form-data": {
                        /** @description Web origins (scheme://host[:port], http or https) whose pages may call with the key, at most 10; separated by commas, spaces or newlines in a form. Empty: any caller, servers included */
                        allowed_origins: string[] | string;
                        id: number;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Normalised origins the key is restricted to; empty: any caller */
                                allowed_origins: string[];
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                last_used_at: number | null;
                                name: string;
                                prefix: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/lookup_map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recent lookups per whole-degree cell (no addresses are kept), for the world map */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 24 */
                        hours?: number;
                    };
                    "multipart/form-data": {
                        /** @default 24 */
                        hours?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cells: {
                                    count: number;
                                    country_code: string | null;
                                    lat: number;
                                    lon: number;
                                }[];
                                hours: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/plan_buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a plan for a month or a year from the wallet ('Insufficient balance' when short); 400 order.agreement_required without agree, 409 data.price when the price shown is not the plan's price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        /** @enum {string} */
                        period: "month" | "year";
                        plan: string;
                        /** @description The price the confirmation showed (plan_list), yuan; 409 if it differs */
                        price: string;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        /** @enum {string} */
                        period: "month" | "year";
                        plan: string;
                        /** @description The price the confirmation showed (plan_list), yuan; 409 if it differs */
                        price: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                ends_at: number;
                                period: string;
                                plan: {
                                    api_access: boolean;
                                    code: string;
                                    data_download: boolean;
                                    monthly_quota: number;
                                    name: string;
                                    price_month: string;
                                    price_year: string;
                                };
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/plan_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** IP-intelligence plans (prices in yuan) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                api_access: boolean;
                                code: string;
                                data_download: boolean;
                                monthly_quota: number;
                                name: string;
                                price_month: string;
                                price_year: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Current plan, quota and lookups used this month */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                ends_at: number | null;
                                period: string | null;
                                plan: {
                                    api_access: boolean;
                                    code: string;
                                    data_download: boolean;
                                    monthly_quota: number;
                                    name: string;
                                    price_month: string;
                                    price_year: string;
                                };
                                remaining: number;
                                /** @description Unix time in seconds */
                                resets_at: number;
                                used: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lookups per key per UTC day; sub-accounts need server-3-1 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 30 */
                        days?: number;
                    };
                    "multipart/form-data": {
                        /** @default 30 */
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                count: number;
                                day: string;
                                key_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/agreement/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a agreement (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/agreement/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List agreements (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    content_html_en: string | null;
                                    /** @description Unix time in seconds */
                                    effective_at: number;
                                    id: number;
                                    sort: number;
                                    title: string;
                                    title_en: string | null;
                                    type: string;
                                    /** @description Unix time in seconds */
                                    updated_at: number;
                                    version: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/agreement/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a agreement (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content_html: string;
                        content_html_en?: string;
                        effective_at?: number;
                        /** @description Omit to create */
                        id?: number;
                        /** @default 0 */
                        sort?: number;
                        title: string;
                        title_en?: string;
                        /** @description The /agreement/{type} path */
                        type: string;
                        version: string;
                    };
                    "multipart/form-data": {
                        content_html: string;
                        content_html_en?: string;
                        effective_at?: number;
                        /** @description Omit to create */
                        id?: number;
                        /** @default 0 */
                        sort?: number;
                        title: string;
                        title_en?: string;
                        /** @description The /agreement/{type} path */
                        type: string;
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content_html: string;
                                content_html_en: string | null;
                                /** @description Unix time in seconds */
                                effective_at: number;
                                id: number;
                                sort: number;
                                title: string;
                                title_en: string | null;
                                type: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log as CSV (the list's filters; every matching entry, newest first, streamed)
         * @description UTF-8 with a byte-order mark; columns id, time (ISO 8601, UTC), operator_id, operator_email, action, target_type, target_id, client_ip, detail, before, after (JSON). Cells that would start a spreadsheet formula are prefixed with an apostrophe.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Action or its prefix, e.g. "news." or "bank_transfer.credit" */
                    action?: string;
                    /** @description Unix seconds, inclusive */
                    from?: number;
                    operator_id?: number;
                    target_id?: string;
                    target_type?: string;
                    /** @description Unix seconds, exclusive */
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Audit log, newest first (who, what, when, before and after); read-only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Action or its prefix, e.g. "news." or "bank_transfer.credit" */
                        action?: string;
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        operator_id?: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        target_id?: string;
                        target_type?: string;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                    "multipart/form-data": {
                        /** @description Action or its prefix, e.g. "news." or "bank_transfer.credit" */
                        action?: string;
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        operator_id?: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        target_id?: string;
                        target_type?: string;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description e.g. news.create, news.update, real_name.approve, bank_transfer.credit, operator.login */
                                    action: string;
                                    /** @description The target after the action (null for a deletion) */
                                    after: unknown;
                                    /** @description The target before the action (null for a creation) */
                                    before: unknown;
                                    client_ip: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    detail: {
                                        [key: string]: unknown;
                                    };
                                    id: number;
                                    operator_email: string | null;
                                    operator_id: number | null;
                                    target_id: string;
                                    target_type: string;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bank_transfer/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit (receipt confirmed) or reject a declared bank transfer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "credit" | "reject";
                        id: number;
                        note?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "credit" | "reject";
                        id: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bank_transfer/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Declared bank transfers as CSV (the list's status, search and sort; every matching row, streamed)
         * @description UTF-8 with a byte-order mark. Chinese readers: Chinese header, statuses in words, Beijing times; otherwise columns id, declared_at (ISO 8601, UTC), user_id, user_name, amount (yuan), payer_name, reference, status (1 pending, 2 credited, 3 rejected).
         */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    /** @description Account name, payer or reference (partial), or account id */
                    q?: string;
                    sort?: "id" | "amount";
                    /** @description 1 pending, 2 credited, 3 rejected, 0 any */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bank_transfer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declared bank transfers, paged, with status, search and sort (pending, newest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account name, payer or reference (partial), or account id */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "amount";
                        /**
                         * @description 1 pending, 2 credited, 3 rejected, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account name, payer or reference (partial), or account id */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "amount";
                        /**
                         * @description 1 pending, 2 credited, 3 rejected, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    payer_name: string;
                                    reference: string;
                                    status: number;
                                    user_id: number;
                                    user_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/banner/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a banner (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List banners (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    bg_color: string;
                                    enabled: boolean;
                                    id: number;
                                    image_url: string | null;
                                    link: string;
                                    position: string;
                                    sort: number;
                                    subtitle: string;
                                    subtitle_en: string | null;
                                    title: string;
                                    title_en: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/banner/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a banner (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default #0b3d91 */
                        bg_color?: string;
                        enabled?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Omit to create */
                        id?: number;
                        image_url?: string;
                        /** @default / */
                        link?: string;
                        /** @default home */
                        position?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default  */
                        subtitle?: string;
                        subtitle_en?: string;
                        title: string;
                        title_en?: string;
                    };
                    "multipart/form-data": {
                        /** @default #0b3d91 */
                        bg_color?: string;
                        enabled?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Omit to create */
                        id?: number;
                        image_url?: string;
                        /** @default / */
                        link?: string;
                        /** @default home */
                        position?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default  */
                        subtitle?: string;
                        subtitle_en?: string;
                        title: string;
                        title_en?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bg_color: string;
                                enabled: boolean;
                                id: number;
                                image_url: string | null;
                                link: string;
                                position: string;
                                sort: number;
                                subtitle: string;
                                subtitle_en: string | null;
                                title: string;
                                title_en: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/bandwidth_tier_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a bandwidth tier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from_mbps: number;
                        price_per_mbps: string | number;
                    };
                    "multipart/form-data": {
                        from_mbps: number;
                        price_per_mbps: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                from_mbps: number;
                                id: number;
                                price_per_mbps: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/bandwidth_tier_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every bandwidth tier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                from_mbps: number;
                                id: number;
                                price_per_mbps: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/bandwidth_tier_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a bandwidth tier (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from_mbps?: number;
                        id: number;
                        price_per_mbps?: string | number;
                    };
                    "multipart/form-data": {
                        from_mbps?: number;
                        id: number;
                        price_per_mbps?: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                from_mbps: number;
                                id: number;
                                price_per_mbps: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/disk_type_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a disk type */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        max_gb: number;
                        min_gb: number;
                        name: string;
                        name_zh?: string;
                        price_gb_month: string | number;
                        sort?: number;
                        system_disk?: boolean | ("0" | "1" | "true" | "false");
                    };
                    "multipart/form-data": {
                        code: string;
                        max_gb: number;
                        min_gb: number;
                        name: string;
                        name_zh?: string;
                        price_gb_month: string | number;
                        sort?: number;
                        system_disk?: boolean | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                max_gb: number;
                                min_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_gb_month: string;
                                sort: number;
                                system_disk: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/disk_type_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every disk type */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                max_gb: number;
                                min_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_gb_month: string;
                                sort: number;
                                system_disk: boolean;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/disk_type_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a disk type (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        id: number;
                        max_gb?: number;
                        min_gb?: number;
                        name?: string;
                        name_zh?: string;
                        price_gb_month?: string | number;
                        sort?: number;
                        system_disk?: boolean | ("0" | "1" | "true" | "false");
                    };
                    "multipart/form-data": {
                        code?: string;
                        id: number;
                        max_gb?: number;
                        min_gb?: number;
                        name?: string;
                        name_zh?: string;
                        price_gb_month?: string | number;
                        sort?: number;
                        system_disk?: boolean | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                max_gb: number;
                                min_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_gb_month: string;
                                sort: number;
                                system_disk: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/duration_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a duration */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        label_zh?: string;
                        months: number;
                        price_pct: number;
                    };
                    "multipart/form-data": {
                        label: string;
                        label_zh?: string;
                        months: number;
                        price_pct: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/duration_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every duration */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/duration_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a duration (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        label?: string;
                        label_zh?: string;
                        months?: number;
                        price_pct?: number;
                    };
                    "multipart/form-data": {
                        id: number;
                        label?: string;
                        label_zh?: string;
                        months?: number;
                        price_pct?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/image_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a image */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        os_type: string;
                        version: string;
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        name: string;
                        os_type: string;
                        version: string;
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                os_type: string;
                                version: string;
                                zone_id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/image_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every image */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                os_type: string;
                                version: string;
                                zone_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/image_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a image (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        os_type?: string;
                        version?: string;
                        zone_id?: number;
                    };
                    "multipart/form-data": {
                        id: number;
                        name?: string;
                        os_type?: string;
                        version?: string;
                        zone_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                os_type: string;
                                version: string;
                                zone_id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_family_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a instance family */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        description?: string;
                        description_zh?: string;
                        name: string;
                        name_zh?: string;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code: string;
                        description?: string;
                        description_zh?: string;
                        name: string;
                        name_zh?: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                description: string;
                                description_zh: string | null;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_family_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every instance family */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                description: string;
                                description_zh: string | null;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_family_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a instance family (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        description?: string;
                        description_zh?: string;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code?: string;
                        description?: string;
                        description_zh?: string;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                description: string;
                                description_zh: string | null;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_type_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a instance type */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        family_id: number;
                        memory_gb: number;
                        price_month: string | number;
                        sort?: number;
                        vcpu: number;
                    };
                    "multipart/form-data": {
                        code: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        family_id: number;
                        memory_gb: number;
                        price_month: string | number;
                        sort?: number;
                        vcpu: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                family_id: number;
                                id: number;
                                memory_gb: number;
                                price_month: string;
                                sort: number;
                                vcpu: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_type_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every instance type */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                family_id: number;
                                id: number;
                                memory_gb: number;
                                price_month: string;
                                sort: number;
                                vcpu: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/instance_type_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a instance type (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        family_id?: number;
                        id: number;
                        memory_gb?: number;
                        price_month?: string | number;
                        sort?: number;
                        vcpu?: number;
                    };
                    "multipart/form-data": {
                        code?: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        family_id?: number;
                        id: number;
                        memory_gb?: number;
                        price_month?: string | number;
                        sort?: number;
                        vcpu?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                family_id: number;
                                id: number;
                                memory_gb: number;
                                price_month: string;
                                sort: number;
                                vcpu: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/ip_plan_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a ip plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        api_access?: boolean;
                        code: string;
                        data_download?: boolean;
                        monthly_quota: number;
                        name: string;
                        name_zh?: string;
                        price_month: string | number;
                        price_year: string | number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        api_access?: boolean;
                        code: string;
                        data_download?: boolean;
                        monthly_quota: number;
                        name: string;
                        name_zh?: string;
                        price_month: string | number;
                        price_year: string | number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                api_access: boolean;
                                code: string;
                                data_download: boolean;
                                id: number;
                                monthly_quota: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                price_year: string;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/ip_plan_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every ip plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                api_access: boolean;
                                code: string;
                                data_download: boolean;
                                id: number;
                                monthly_quota: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                price_year: string;
                                sort: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/ip_plan_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a ip plan (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        api_access?: boolean;
                        code?: string;
                        data_download?: boolean;
                        id: number;
                        monthly_quota?: number;
                        name?: string;
                        name_zh?: string;
                        price_month?: string | number;
                        price_year?: string | number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        api_access?: boolean;
                        code?: string;
                        data_download?: boolean;
                        id: number;
                        monthly_quota?: number;
                        name?: string;
                        name_zh?: string;
                        price_month?: string | number;
                        price_year?: string | number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                api_access: boolean;
                                code: string;
                                data_download: boolean;
                                id: number;
                                monthly_quota: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                price_year: string;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_duration_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a phone duration */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        label_zh?: string;
                        months: number;
                        price_pct: number;
                    };
                    "multipart/form-data": {
                        label: string;
                        label_zh?: string;
                        months: number;
                        price_pct: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_duration_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every phone duration */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_duration_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a phone duration (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        label?: string;
                        label_zh?: string;
                        months?: number;
                        price_pct?: number;
                    };
                    "multipart/form-data": {
                        id: number;
                        label?: string;
                        label_zh?: string;
                        months?: number;
                        price_pct?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                label: string;
                                label_zh: string | null;
                                months: number;
                                price_pct: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_package_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a phone package */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        badge?: string;
                        badge_zh?: string;
                        cpu: number;
                        enabled?: boolean;
                        memory_gb: number;
                        name: string;
                        name_zh?: string;
                        price_month: string | number;
                        recommended?: boolean;
                        sort?: number;
                        storage_gb: number;
                    };
                    "multipart/form-data": {
                        badge?: string;
                        badge_zh?: string;
                        cpu: number;
                        enabled?: boolean;
                        memory_gb: number;
                        name: string;
                        name_zh?: string;
                        price_month: string | number;
                        recommended?: boolean;
                        sort?: number;
                        storage_gb: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                badge_zh: string | null;
                                cpu: number;
                                enabled: boolean;
                                id: number;
                                memory_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                recommended: boolean;
                                sort: number;
                                storage_gb: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_package_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every phone package */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                badge_zh: string | null;
                                cpu: number;
                                enabled: boolean;
                                id: number;
                                memory_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                recommended: boolean;
                                sort: number;
                                storage_gb: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_package_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a phone package (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        badge?: string;
                        badge_zh?: string;
                        cpu?: number;
                        enabled?: boolean;
                        id: number;
                        memory_gb?: number;
                        name?: string;
                        name_zh?: string;
                        price_month?: string | number;
                        recommended?: boolean;
                        sort?: number;
                        storage_gb?: number;
                    };
                    "multipart/form-data": {
                        badge?: string;
                        badge_zh?: string;
                        cpu?: number;
                        enabled?: boolean;
                        id: number;
                        memory_gb?: number;
                        name?: string;
                        name_zh?: string;
                        price_month?: string | number;
                        recommended?: boolean;
                        sort?: number;
                        storage_gb?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                badge_zh: string | null;
                                cpu: number;
                                enabled: boolean;
                                id: number;
                                memory_gb: number;
                                name: string;
                                name_zh: string | null;
                                price_month: string;
                                recommended: boolean;
                                sort: number;
                                storage_gb: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_region_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a phone region */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        name: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        name: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_region_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every phone region */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/phone_region_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a phone region (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        id: number;
                        name?: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code?: string;
                        enabled?: boolean | ("0" | "1" | "true" | "false");
                        id: number;
                        name?: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                enabled: boolean;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a region */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        father_id: number;
                        name: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code: string;
                        father_id: number;
                        name: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                father_id: number;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_father_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a region father */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        name_zh?: string;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        name: string;
                        name_zh?: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_father_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every region father */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_father_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a region father (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        name_zh?: string;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        id: number;
                        name?: string;
                        name_zh?: string;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_zh: string | null;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every region */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                father_id: number;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/region_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a region (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        father_id?: number;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                    "multipart/form-data": {
                        code?: string;
                        father_id?: number;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        price_pct?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                father_id: number;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                price_pct: number;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/zone_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: add a zone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        name_zh?: string;
                        region_id: number;
                    };
                    "multipart/form-data": {
                        code: string;
                        name: string;
                        name_zh?: string;
                        region_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                region_id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/zone_instance_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set which instance types a zone offers (replaces the list); type_ids is a comma-separated list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        type_ids: string;
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        type_ids: string;
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                type_ids: number[];
                                zone_id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/zone_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: every zone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                region_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/catalog/zone_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catalog: change a zone (only the fields sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        region_id?: number;
                    };
                    "multipart/form-data": {
                        code?: string;
                        id: number;
                        name?: string;
                        name_zh?: string;
                        region_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                name: string;
                                name_zh: string | null;
                                region_id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/compute/hosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compute hosts: capacity, allocation and their instances */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                backend: string;
                                hosts: {
                                    allocated_memory_mb: number;
                                    allocated_vcpus: number;
                                    error: string | null;
                                    instances: {
                                        instance_id: string;
                                        memory_gb: number;
                                        name: string;
                                        status: string;
                                        user_id: number;
                                        vcpu: number;
                                    }[];
                                    memory_mb: number;
                                    up: boolean;
                                    uri: string;
                                    vcpus: number;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/contact_requests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact requests as CSV (the list's kind, search and order; every matching request, streamed)
         * @description UTF-8 with a byte-order mark. Chinese readers: Chinese header, kind in words, Beijing times; otherwise columns id, received_at (ISO 8601, UTC), kind, name, email, company, message, user_name.
         */
        get: {
            parameters: {
                query?: {
                    kind?: "custom_plan" | "support" | "feedback";
                    order?: "asc" | "desc";
                    /** @description Name, e-mail, company, message or account (partial) */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/contact_requests/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact requests from the IP site, paged, with kind, search and order (newest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind?: "custom_plan" | "support" | "feedback";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Name, e-mail, company, message or account (partial) */
                        q?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        kind?: "custom_plan" | "support" | "feedback";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Name, e-mail, company, message or account (partial) */
                        q?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string;
                                    id: number;
                                    kind: string;
                                    message: string;
                                    name: string;
                                    status: number;
                                    user_id: number | null;
                                    user_name: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a public content image (cover or inline); answers its URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The image: JPEG, PNG or WebP, at most 5 MiB */
                        file: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                mime: string;
                                sha256: string;
                                size_bytes: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/content/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sanitized HTML of a rich-text body, exactly as saving would store it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        html: string;
                    };
                    "multipart/form-data": {
                        html: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                html: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer: profile, balances, the 20 latest ledger entries and orders */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                customer: {
                                    authentication_status: number;
                                    authentication_type: number;
                                    balance: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: boolean;
                                    email: string | null;
                                    give_balance: string;
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    pid: number;
                                    user_name: string;
                                };
                                ledger: {
                                    balance_after: string;
                                    balance_delta: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    give_after: string;
                                    give_delta: string;
                                    id: number;
                                    kind: string;
                                    memo: string;
                                    operator_id: number | null;
                                    ref_id: string;
                                    ref_type: string;
                                }[];
                                orders: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description recharge (online top-up) or a product order kind: ecs_new, ecs_renew, phone_new, phone_renew, phone_trial, phone_convert, disk_new, disk_expand */
                                    kind: string;
                                    order_num: string;
                                    /** @description recharge: 1 pending 2 paid 3 expired 4 failed; product: 2 paid 5 refunded */
                                    status: number;
                                    /** @description What was bought, in the reader's language, as the customer's cost center shows it (e.g. the ECS type, quantity and months; a top-up's payment provider) */
                                    title: string;
                                }[];
                                sub_accounts: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers as CSV (the list's search, filters and sort; every matching row, streamed)
         * @description UTF-8 with a byte-order mark; columns id, user_name, name, phone, email, company, verified_name, id_number (masked), authentication_status, balance, give_balance (yuan), disabled, created_at (ISO 8601, UTC).
         */
        get: {
            parameters: {
                query?: {
                    authentication_status?: number;
                    disabled?: "0" | "1" | "true" | "false";
                    order?: "asc" | "desc";
                    /** @description Phone, e-mail, account id, name or company (partial), verified real or company name (partial), ID number (full or last 4) */
                    q?: string;
                    sort?: "id" | "created_at" | "balance";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer’s ledger, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        user_id: number;
                    };
                    "multipart/form-data": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        user_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    balance_after: string;
                                    balance_delta: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    give_after: string;
                                    give_delta: string;
                                    id: number;
                                    kind: string;
                                    memo: string;
                                    operator_id: number | null;
                                    ref_id: string;
                                    ref_type: string;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customers, paged, with search, filters and sort (newest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authentication_status?: number;
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @enum {string} */
                        disabled?: "0" | "1" | "true" | "false";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Phone, e-mail, account id, name or company (partial), verified real or company name (partial), ID number (full or last 4) */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "created_at" | "balance";
                    };
                    "multipart/form-data": {
                        authentication_status?: number;
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @enum {string} */
                        disabled?: "0" | "1" | "true" | "false";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Phone, e-mail, account id, name or company (partial), verified real or company name (partial), ID number (full or last 4) */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "created_at" | "balance";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    authentication_status: number;
                                    authentication_type: number;
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: boolean;
                                    email: string | null;
                                    give_balance: string;
                                    id: number;
                                    /** @description Masked: first 3 and last 4 characters */
                                    id_number: string | null;
                                    name: string;
                                    phone: string | null;
                                    pid: number;
                                    user_name: string;
                                    verified_name: string | null;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer’s top-up and product orders, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        user_id: number;
                    };
                    "multipart/form-data": {
                        /** @description Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page) */
                        cursor?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        user_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description recharge (online top-up) or a product order kind: ecs_new, ecs_renew, phone_new, phone_renew, phone_trial, phone_convert, disk_new, disk_expand */
                                    kind: string;
                                    order_num: string;
                                    /** @description recharge: 1 pending 2 paid 3 expired 4 failed; product: 2 paid 5 refunded */
                                    status: number;
                                    /** @description What was bought, in the reader's language, as the customer's cost center shows it (e.g. the ECS type, quantity and months; a top-up's payment provider) */
                                    title: string;
                                }[];
                                /** @description Pass as `cursor` to read the page after this one (null: this is the last page) */
                                next_cursor: string | null;
                                page: number;
                                page_size: number;
                                total: number;
                                /** @description True when there are more rows than `total` (counted up to 10,000) */
                                total_capped: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/download/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a download (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/download/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List downloads (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    name_en: string | null;
                                    notes: string;
                                    notes_en: string | null;
                                    platform: string;
                                    /** @description Unix time in seconds */
                                    released_at: number;
                                    sha256: string;
                                    size_bytes: number;
                                    sort: number;
                                    url: string;
                                    version: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/download/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a download (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default  */
                        notes?: string;
                        notes_en?: string;
                        /** @enum {string} */
                        platform: "Windows" | "macOS" | "Linux" | "Android" | "iOS";
                        released_at?: number;
                        sha256: string;
                        size_bytes: number;
                        /** @default 0 */
                        sort?: number;
                        url: string;
                        version: string;
                    };
                    "multipart/form-data": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default  */
                        notes?: string;
                        notes_en?: string;
                        /** @enum {string} */
                        platform: "Windows" | "macOS" | "Linux" | "Android" | "iOS";
                        released_at?: number;
                        sha256: string;
                        size_bytes: number;
                        /** @default 0 */
                        sort?: number;
                        url: string;
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_en: string | null;
                                notes: string;
                                notes_en: string | null;
                                platform: string;
                                /** @description Unix time in seconds */
                                released_at: number;
                                sha256: string;
                                size_bytes: number;
                                sort: number;
                                url: string;
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/download/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a download file; answers its url, size and SHA-256 for the download entry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The file */
                        file: unknown;
                        file_name: string;
                        /** @description The SHA-256 the file must have (optional check) */
                        sha256?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                file_name: string;
                                sha256: string;
                                size_bytes: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/feedback/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer feedback: stored, marked handled (audited) and e-mailed to the customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reply: string;
                    };
                    "multipart/form-data": {
                        id: number;
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                replied_to: string | null;
                                reply: string;
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/feedback/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback as CSV (the list's status, search and order; every matching item, streamed)
         * @description UTF-8 with a byte-order mark. Chinese readers: Chinese header, status in words, Beijing times; otherwise columns id, received_at (ISO 8601, UTC), user_name, category, content, contact, page_url, status (1 new, 2 handled), handled_at, note, reply.
         */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    /** @description Content, contact, category or account (partial) */
                    q?: string;
                    /** @description 1 new, 2 handled; all when omitted */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/feedback/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark feedback handled, with a note (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @default  */
                        note?: string;
                    };
                    "multipart/form-data": {
                        id: number;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                category: string;
                                contact: string;
                                content: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                handled_at: number | null;
                                id: number;
                                note: string | null;
                                page_url: string;
                                /** @description The answer e-mailed to the customer (/ops/feedback/answer) */
                                reply: string | null;
                                /** @description 1 new, 2 handled */
                                status: number;
                                user_id: number | null;
                                user_name: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/feedback/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Feedback, paged, with status (1 new, 2 handled; all when omitted), search and order (newest first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Content, contact, category or account (partial) */
                        q?: string;
                        /** @description 1 new, 2 handled; all when omitted */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Content, contact, category or account (partial) */
                        q?: string;
                        /** @description 1 new, 2 handled; all when omitted */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    category: string;
                                    contact: string;
                                    content: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    handled_at: number | null;
                                    id: number;
                                    note: string | null;
                                    page_url: string;
                                    /** @description The answer e-mailed to the customer (/ops/feedback/answer) */
                                    reply: string | null;
                                    /** @description 1 new, 2 handled */
                                    status: number;
                                    user_id: number | null;
                                    user_name: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/friend_link/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a friend link (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/friend_link/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List friend links (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    name_en: string | null;
                                    sort: number;
                                    url: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/friend_link/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a friend link (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                        url: string;
                    };
                    "multipart/form-data": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_en: string | null;
                                sort: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/invoice/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue (with the invoice PDF in `file`) or reject (with `reason`) a pending invoice request, or reverse an issued one (with the red-letter PDF in `file`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "issue" | "reject" | "reverse";
                        /** @description The invoice PDF (issue) */
                        file?: unknown;
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                address: string;
                                amount: string;
                                bank_account: string;
                                bank_name: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                decided_at: number | null;
                                has_file: boolean;
                                has_reversal_file: boolean;
                                id: number;
                                /**
                                 * @description normal 普通发票 (electronic), special 增值税专用发票
                                 * @enum {string}
                                 */
                                kind: "normal" | "special";
                                /** @description The invoiced order; null on account-level requests of older versions */
                                order_num: string | null;
                                phone: string;
                                reject_reason: string | null;
                                reversed_at: number | null;
                                /**
                                 * @description voided: the order was refunded before issue; reversal_pending/reversed: red-letter (红字) reversal
                                 * @enum {string}
                                 */
                                status: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed";
                                /** @description Unified social credit code of an enterprise title; null for personal */
                                tax_number: string | null;
                                title: string;
                                /**
                                 * @description personal 个人 (verified real name, no tax number), enterprise 企业 (verified company, credit code)
                                 * @enum {string}
                                 */
                                title_type: "personal" | "enterprise";
                                /** @description Reason key of a voided request (invoice.void.refunded) */
                                void_reason: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/invoice/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoice requests as CSV (the list's status, search and sort; every matching row, streamed)
         * @description UTF-8 with a byte-order mark. Chinese readers: Chinese header, kinds and statuses in words, Beijing times; otherwise columns id, requested_at (ISO 8601, UTC), user_id, user_name, kind, title, tax_number, amount (yuan), status, decided_at, reject_reason.
         */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    /** @description Account name, invoice title or tax number (partial), or account id */
                    q?: string;
                    sort?: "id" | "amount";
                    status?: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/invoice/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An issued invoice’s PDF (404 invoice.no_file when pending, rejected or unknown)
         * @description A 302 to a signed address valid `UPLOAD_URL_TTL_SECONDS` when the files are on object storage, else the PDF itself as an attachment.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invoice requests, paged, with status, search and sort (pending, oldest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account name, invoice title or tax number (partial), or account id */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "amount";
                        /**
                         * @default pending
                         * @enum {string}
                         */
                        status?: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed" | "all";
                    };
                    "multipart/form-data": {
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account name, invoice title or tax number (partial), or account id */
                        q?: string;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "amount";
                        /**
                         * @default pending
                         * @enum {string}
                         */
                        status?: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed" | "all";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    address: string;
                                    amount: string;
                                    bank_account: string;
                                    bank_name: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    decided_at: number | null;
                                    has_file: boolean;
                                    has_reversal_file: boolean;
                                    id: number;
                                    /**
                                     * @description normal 普通发票 (electronic), special 增值税专用发票
                                     * @enum {string}
                                     */
                                    kind: "normal" | "special";
                                    /** @description The invoiced order; null on account-level requests of older versions */
                                    order_num: string | null;
                                    phone: string;
                                    reject_reason: string | null;
                                    reversed_at: number | null;
                                    /**
                                     * @description voided: the order was refunded before issue; reversal_pending/reversed: red-letter (红字) reversal
                                     * @enum {string}
                                     */
                                    status: "pending" | "issued" | "rejected" | "voided" | "reversal_pending" | "reversed";
                                    /** @description Unified social credit code of an enterprise title; null for personal */
                                    tax_number: string | null;
                                    title: string;
                                    /**
                                     * @description personal 个人 (verified real name, no tax number), enterprise 企业 (verified company, credit code)
                                     * @enum {string}
                                     */
                                    title_type: "personal" | "enterprise";
                                    user_id: number;
                                    user_name: string;
                                    /** @description Reason key of a voided request (invoice.void.refunded) */
                                    void_reason: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ipdb/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The IP database in use and the snapshots on disk */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                build_time: string | null;
                                since: number | null;
                                snapshots: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    files: number;
                                    version: string;
                                }[];
                                /** @description 'ready', 'loading' or why the database is unavailable */
                                status: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ipdb/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer IP lookups from a snapshot (the newest when version is omitted), without a restart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version?: string;
                    };
                    "multipart/form-data": {
                        version?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                build_time: string | null;
                                since: number | null;
                                snapshots: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    files: number;
                                    version: string;
                                }[];
                                /** @description 'ready', 'loading' or why the database is unavailable */
                                status: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ledger/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a balance (fen, may be negative) with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        balance_delta_fen?: number;
                        /** @default 0 */
                        give_delta_fen?: number;
                        reason: string;
                        user_id: number;
                    };
                    "multipart/form-data": {
                        /** @default 0 */
                        balance_delta_fen?: number;
                        /** @default 0 */
                        give_delta_fen?: number;
                        reason: string;
                        user_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                balance: string;
                                give_balance: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check every balance against the sum of its ledger entries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                accounts: number;
                                mismatches: {
                                    balance_fen: number;
                                    give_balance_fen: number;
                                    ledger_balance_fen: number;
                                    ledger_give_fen: number;
                                    user_id: number;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator log-in: e-mail, password and the 6-digit code of the authenticator app (12-hour session)
         * @description An operator with two-factor log-in set up must send `code`: without it the right password answers 400 with `data.totp_required` (not counted as a failure); a wrong code is refused (400, `data.totp_required`) and counts as a failed log-in. Each code is accepted once. Five failures lock the account from that address for 15 minutes (429); after failures from several addresses the password is checked only once a valid code is sent. An operator without two-factor log-in gets a session limited to /ops/me, /ops/totp/setup, /ops/totp/enable and /ops/logout.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        email: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        code?: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description seconds */
                                expires_in: number;
                                operator: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: boolean;
                                    email: string;
                                    id: number;
                                    name: string;
                                    role: string;
                                    /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                    totp_enabled: boolean;
                                };
                                token: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator log-out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The logged-in operator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: boolean;
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                                /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                totp_enabled: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news_class/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a news class (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news_class/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List news classs (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    name_en: string | null;
                                    sort: number;
                                    type: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news_class/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a news class (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @description 1 news, 2 documents */
                        type: number;
                    };
                    "multipart/form-data": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @description 1 news, 2 documents */
                        type: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_en: string | null;
                                sort: number;
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a news article or document (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List news article or documents (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id?: number;
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                    "multipart/form-data": {
                        class_id?: number;
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    content_html: string;
                                    content_html_en: string | null;
                                    cover_url: string | null;
                                    hot: boolean;
                                    id: number;
                                    published: boolean;
                                    /** @description Unix time in seconds */
                                    published_at: number;
                                    summary: string;
                                    summary_en: string | null;
                                    title: string;
                                    title_en: string | null;
                                    type: number;
                                    /** @description Unix time in seconds */
                                    updated_at: number;
                                    views: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/preview_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed 7-day preview link of an article (draft or scheduled), for the cloud site (recorded, audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                expires_at: number;
                                /** @description The link’s id (for /ops/news/preview_revoke) */
                                id: number;
                                /** @description The cloud site path: /news/preview/{token} */
                                path: string;
                                /**
                                 * @description What the public sees of the article now
                                 * @enum {string}
                                 */
                                state: "draft" | "scheduled" | "live";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/preview_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The live preview links of an article (not revoked, not expired), oldest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The article’s id */
                        id: number;
                    };
                    "multipart/form-data": {
                        /** @description The article’s id */
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    created_by: {
                                        email: string;
                                        name: string;
                                    };
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    id: number;
                                    /** @description The cloud site path: /news/preview/{token} */
                                    path: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/preview_revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a preview link: it is refused from then on (audited; revoking twice changes nothing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The link’s id */
                        id: number;
                    };
                    "multipart/form-data": {
                        /** @description The link’s id */
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                news_id: number;
                                /** @description Unix time in seconds */
                                revoked_at: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/news/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a news article or document (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description News class; the article takes its type (1 news, 2 document) */
                        class_id: number;
                        /** @description Rich text; sanitized on the server */
                        content_html: string;
                        content_html_en?: string;
                        cover_url?: string;
                        hot?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Omit to create */
                        id?: number;
                        /** @description 0 keeps it a draft, visible to operators only */
                        published?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Publication time (unix seconds); now when omitted on creation */
                        published_at?: number;
                        /** @default  */
                        summary?: string;
                        summary_en?: string;
                        title: string;
                        title_en?: string;
                    };
                    "multipart/form-data": {
                        /** @description News class; the article takes its type (1 news, 2 document) */
                        class_id: number;
                        /** @description Rich text; sanitized on the server */
                        content_html: string;
                        content_html_en?: string;
                        cover_url?: string;
                        hot?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Omit to create */
                        id?: number;
                        /** @description 0 keeps it a draft, visible to operators only */
                        published?: "1" | "0" | 1 | 0 | boolean;
                        /** @description Publication time (unix seconds); now when omitted on creation */
                        published_at?: number;
                        /** @default  */
                        summary?: string;
                        summary_en?: string;
                        title: string;
                        title_en?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                content_html: string;
                                content_html_en: string | null;
                                cover_url: string | null;
                                hot: boolean;
                                id: number;
                                published: boolean;
                                /** @description Unix time in seconds */
                                published_at: number;
                                summary: string;
                                summary_en: string | null;
                                title: string;
                                title_en: string | null;
                                type: number;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/notice/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a notice (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/notice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List notices (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    content_html_en: string | null;
                                    id: number;
                                    /** @description Unix time in seconds */
                                    published_at: number;
                                    title: string;
                                    title_en: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/notice/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a notice (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content_html: string;
                        content_html_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        published_at?: number;
                        title: string;
                        title_en?: string;
                    };
                    "multipart/form-data": {
                        content_html: string;
                        content_html_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        published_at?: number;
                        title: string;
                        title_en?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content_html: string;
                                content_html_en: string | null;
                                id: number;
                                /** @description Unix time in seconds */
                                published_at: number;
                                title: string;
                                title_en: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an operator (sets up two-factor log-in at first log-in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        name: string;
                        password: string & (unknown & unknown);
                        /**
                         * @description admin (everything), editor (content), reviewer (real-name and trials), finance (transfers and ledger), support (tickets)
                         * @enum {string}
                         */
                        role: "admin" | "editor" | "reviewer" | "finance" | "support";
                    };
                    "multipart/form-data": {
                        /** Format: email */
                        email: string;
                        name: string;
                        password: string & (unknown & unknown);
                        /**
                         * @description admin (everything), editor (content), reviewer (real-name and trials), finance (transfers and ledger), support (tickets)
                         * @enum {string}
                         */
                        role: "admin" | "editor" | "reviewer" | "finance" | "support";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: boolean;
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                                /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                totp_enabled: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: boolean;
                                    email: string;
                                    id: number;
                                    name: string;
                                    role: string;
                                    /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                    totp_enabled: boolean;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password for an operator; ends their sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        password: string & (unknown & unknown);
                    };
                    "multipart/form-data": {
                        id: number;
                        password: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/reset_totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset an operator’s two-factor log-in (lost phone); ends their sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: boolean;
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                                /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                totp_enabled: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change an operator’s name, role or disabled flag (disabling ends their sessions) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled?: "1" | "0" | 1 | 0 | boolean;
                        id: number;
                        name?: string;
                        /**
                         * @description admin (everything), editor (content), reviewer (real-name and trials), finance (transfers and ledger), support (tickets)
                         * @enum {string}
                         */
                        role?: "admin" | "editor" | "reviewer" | "finance" | "support";
                    };
                    "multipart/form-data": {
                        disabled?: "1" | "0" | 1 | 0 | boolean;
                        id: number;
                        name?: string;
                        /**
                         * @description admin (everything), editor (content), reviewer (real-name and trials), finance (transfers and ledger), support (tickets)
                         * @enum {string}
                         */
                        role?: "admin" | "editor" | "reviewer" | "finance" | "support";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: boolean;
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                                /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                totp_enabled: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overview/period": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Figures of a China-time day, week or month: revenue by product per day, orders, refunds, sign-ups, verified customers, top-ups, IP API calls by plan; instances and queues now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A day of the period (YYYY-MM-DD, China time); default today */
                        date?: string;
                        /**
                         * @description day, week (Monday to Sunday) or month
                         * @default day
                         * @enum {string}
                         */
                        period?: "day" | "week" | "month";
                    };
                    "multipart/form-data": {
                        /** @description A day of the period (YYYY-MM-DD, China time); default today */
                        date?: string;
                        /**
                         * @description day, week (Monday to Sunday) or month
                         * @default day
                         * @enum {string}
                         */
                        period?: "day" | "week" | "month";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Every day of the period, in order: revenue by product and refunds */
                                days: {
                                    date: string;
                                    /** @description Yuan: ECS orders */
                                    ecs: string;
                                    /** @description Yuan: IP plans */
                                    ip: string;
                                    /** @description Yuan: cloud-phone orders */
                                    phone: string;
                                    /** @description Yuan: money refunded that day */
                                    refunds: string;
                                    /** @description Yuan: ecs + phone + ip */
                                    total: string;
                                }[];
                                /** @description First China-time day of the period (YYYY-MM-DD) */
                                from: string;
                                /** @description Now */
                                instances: {
                                    ecs: {
                                        count: number;
                                        status: string;
                                    }[];
                                    phones: {
                                        count: number;
                                        status: string;
                                    }[];
                                };
                                ip_calls: {
                                    plans: {
                                        calls: number;
                                        code: string;
                                        name: string;
                                        name_zh: string | null;
                                    }[];
                                    /** @description Sum of the plans’ calls (UTC days of the meter) */
                                    total: number;
                                };
                                /** @description Yuan: revenue.total − refunds.amount */
                                net: string;
                                orders: {
                                    ecs: number;
                                    ip: number;
                                    phone: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                /** @description Pending items now */
                                queues: {
                                    bank_transfers: number;
                                    feedback: number;
                                    invoices: number;
                                    real_name: number;
                                    tickets: number;
                                    trials: number;
                                };
                                /** @description Money returned in the period (dated when returned), by the product of the refunded order */
                                refunds: {
                                    /** @description Yuan: ecs + phone */
                                    amount: string;
                                    count: number;
                                    /** @description Yuan: ECS */
                                    ecs: string;
                                    /** @description Yuan: cloud phones */
                                    phone: string;
                                };
                                /** @description Orders paid in the period at their amount (gross, refunds not subtracted) */
                                revenue: {
                                    /** @description Yuan: ECS orders */
                                    ecs: string;
                                    /** @description Yuan: IP plans */
                                    ip: string;
                                    /** @description Yuan: cloud-phone orders */
                                    phone: string;
                                    /** @description Yuan: ecs + phone + ip */
                                    total: string;
                                };
                                sign_ups: number;
                                /** @description Last China-time day of the period (YYYY-MM-DD), inclusive */
                                to: string;
                                top_ups: {
                                    /** @description Yuan: credited */
                                    amount: string;
                                    count: number;
                                };
                                /** @description Real-name applications approved in the period */
                                verified: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Real-name applications as CSV (the list's status, search and order; every matching row, streamed)
         * @description UTF-8 with a byte-order mark; ID numbers and credit codes masked. Chinese readers: Chinese header, type and status in words, Beijing times; otherwise columns id, submitted_at (ISO 8601, UTC), user_id, user_name, type (1 personal, 2 enterprise), name, number, status (1 under review, 2 verified, 3 rejected), reviewed_at, reject_reason.
         */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    /** @description Account, real or company name (partial), or account id */
                    q?: string;
                    /** @description 1 under review, 2 verified, 3 rejected, 0 any */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Real-name applications, paged, with status, search and order (under review, newest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account, real or company name (partial), or account id */
                        q?: string;
                        /**
                         * @description 1 under review, 2 verified, 3 rejected, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account, real or company name (partial), or account id */
                        q?: string;
                        /**
                         * @description 1 under review, 2 verified, 3 rejected, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    company_name: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    credit_code: string | null;
                                    id: number;
                                    id_back_img: number | null;
                                    id_front_img: number | null;
                                    id_number: string | null;
                                    licence_img: number | null;
                                    /** @description The provider's own code and message */
                                    provider_note: string | null;
                                    /** @description The identity provider's answer (null: not asked, e.g. enterprise) */
                                    provider_result: ("match" | "mismatch" | "unavailable") | null;
                                    real_name: string | null;
                                    reject_reason: string | null;
                                    reviewed_at: number | null;
                                    status: number;
                                    type: number;
                                    user_id: number;
                                    user_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject an application under review (a rejection needs a reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/review_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject several applications under review at once (each decided and audited on its own) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        ids: number[];
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                done: number[];
                                failed: {
                                    id: number;
                                    msg: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource_class/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a resource class (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource_class/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List resource classs (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    name_en: string | null;
                                    sort: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource_class/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a resource class (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                    };
                    "multipart/form-data": {
                        /** @description Omit to create */
                        id?: number;
                        name: string;
                        name_en?: string;
                        /** @default 0 */
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                name_en: string | null;
                                sort: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a resource (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List resources (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    description: string;
                                    description_en: string | null;
                                    id: number;
                                    kind: string;
                                    sort: number;
                                    title: string;
                                    title_en: string | null;
                                    url: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/resource/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a resource (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id: number;
                        /** @default  */
                        description?: string;
                        description_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        /**
                         * @default doc
                         * @enum {string}
                         */
                        kind?: "doc" | "whitepaper" | "video" | "tool";
                        /** @default 0 */
                        sort?: number;
                        title: string;
                        title_en?: string;
                        url: string;
                    };
                    "multipart/form-data": {
                        class_id: number;
                        /** @default  */
                        description?: string;
                        description_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        /**
                         * @default doc
                         * @enum {string}
                         */
                        kind?: "doc" | "whitepaper" | "video" | "tool";
                        /** @default 0 */
                        sort?: number;
                        title: string;
                        title_en?: string;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                /** @description Unix time in seconds */
                                created_at: number;
                                description: string;
                                description_en: string | null;
                                id: number;
                                kind: string;
                                sort: number;
                                title: string;
                                title_en: string | null;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/security_group/instance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The security groups and rules of an instance (read-only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                groups: {
                                    group_id: string;
                                    is_default: boolean;
                                    name: string;
                                    region_code: string;
                                    rules: {
                                        /** @enum {string} */
                                        action: "allow" | "deny";
                                        /** @description Source (ingress) or destination (egress) CIDR block, IPv4 or IPv6 */
                                        cidr: string;
                                        created_at: number;
                                        description: string;
                                        /** @enum {string} */
                                        direction: "ingress" | "egress";
                                        id: number;
                                        /** @description First port; -1 for ICMP and all */
                                        port_from: number;
                                        /** @description Last port; -1 for ICMP and all */
                                        port_to: number;
                                        /** @description 1 (first) … 100; at the same priority a deny wins */
                                        priority: number;
                                        /** @enum {string} */
                                        protocol: "tcp" | "udp" | "icmp" | "all";
                                    }[];
                                }[];
                                instance_id: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/solution/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a solution page (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/solution/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List solution pages (drafts included) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    content_html_en: string | null;
                                    id: number;
                                    sections: {
                                        approach: {
                                            text: string;
                                            title: string;
                                        }[];
                                        challenges: {
                                            text: string;
                                            title: string;
                                        }[];
                                        intro: string;
                                        /** @default [] */
                                        products: {
                                            href: string;
                                            name: string;
                                            /** @default  */
                                            spec: string;
                                        }[];
                                    } | null;
                                    sections_en: {
                                        approach: {
                                            text: string;
                                            title: string;
                                        }[];
                                        challenges: {
                                            text: string;
                                            title: string;
                                        }[];
                                        intro: string;
                                        /** @default [] */
                                        products: {
                                            href: string;
                                            name: string;
                                            /** @default  */
                                            spec: string;
                                        }[];
                                    } | null;
                                    slug: string;
                                    sort: number;
                                    summary: string;
                                    summary_en: string | null;
                                    title: string;
                                    title_en: string | null;
                                    /** @description Unix time in seconds */
                                    updated_at: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/solution/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a solution page (rich text sanitized; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional extra rich text below the sections; sanitized on the server */
                        content_html?: string;
                        content_html_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        /** @description zh-CN structured content, as a JSON object or JSON text: intro, challenges[{title,text}], approach[{title,text}], products[{name,href,spec}] */
                        sections: unknown;
                        /** @description English structured content (same shape); empty or null = not translated */
                        sections_en?: unknown;
                        /** @description The /solution/{slug} path */
                        slug: string;
                        /** @default 0 */
                        sort?: number;
                        /**
                         * @description Hero line under the title, also shown in lists
                         * @default
                         */
                        summary?: string;
                        summary_en?: string;
                        title: string;
                        title_en?: string;
                    };
                    "multipart/form-data": {
                        /** @description Optional extra rich text below the sections; sanitized on the server */
                        content_html?: string;
                        content_html_en?: string;
                        /** @description Omit to create */
                        id?: number;
                        /** @description zh-CN structured content, as a JSON object or JSON text: intro, challenges[{title,text}], approach[{title,text}], products[{name,href,spec}] */
                        sections: unknown;
                        /** @description English structured content (same shape); empty or null = not translated */
                        sections_en?: unknown;
                        /** @description The /solution/{slug} path */
                        slug: string;
                        /** @default 0 */
                        sort?: number;
                        /**
                         * @description Hero line under the title, also shown in lists
                         * @default
                         */
                        summary?: string;
                        summary_en?: string;
                        title: string;
                        title_en?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                content_html: string;
                                content_html_en: string | null;
                                id: number;
                                sections: {
                                    approach: {
                                        text: string;
                                        title: string;
                                    }[];
                                    challenges: {
                                        text: string;
                                        title: string;
                                    }[];
                                    intro: string;
                                    /** @default [] */
                                    products: {
                                        href: string;
                                        name: string;
                                        /** @default  */
                                        spec: string;
                                    }[];
                                } | null;
                                sections_en: {
                                    approach: {
                                        text: string;
                                        title: string;
                                    }[];
                                    challenges: {
                                        text: string;
                                        title: string;
                                    }[];
                                    intro: string;
                                    /** @default [] */
                                    products: {
                                        href: string;
                                        name: string;
                                        /** @default  */
                                        spec: string;
                                    }[];
                                } | null;
                                slug: string;
                                sort: number;
                                summary: string;
                                summary_en: string | null;
                                title: string;
                                title_en: string | null;
                                /** @description Unix time in seconds */
                                updated_at: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/tickets/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A ticket with its thread */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                replies: {
                                    attachments: {
                                        id: number;
                                        mime: string;
                                        size: number;
                                        url: string;
                                    }[];
                                    author: string;
                                    content: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @enum {string} */
                                    from: "customer" | "support";
                                    id: number;
                                }[];
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets as CSV (the list's status, search and sort; every matching ticket, streamed)
         * @description UTF-8 with a byte-order mark. Chinese readers: Chinese header, category, priority and status in words, Beijing times; otherwise columns id, opened_at (ISO 8601, UTC), user_id, user_name, category, priority (1 low … 4 urgent), title, status (1 open, 2 processing, 3 waiting for the customer, 4 closed), updated_at, closed_at.
         */
        get: {
            parameters: {
                query?: {
                    /** @description For sort id */
                    order?: "asc" | "desc";
                    /** @description Title or account (partial), or ticket or account id */
                    q?: string;
                    /** @description urgency: priority, then latest update; id: opening */
                    sort?: "urgency" | "id";
                    /** @description 0 every ticket not closed, else one status */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/tickets/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tickets, paged, with status (0 = every ticket not closed), search and sort (most urgent first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description For sort id
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Title or account (partial), or ticket or account id */
                        q?: string;
                        /**
                         * @description urgency: priority, then latest update; id: opening
                         * @default urgency
                         * @enum {string}
                         */
                        sort?: "urgency" | "id";
                        /**
                         * @description 0 every ticket not closed, else one status
                         * @default 0
                         */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @description For sort id
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Title or account (partial), or ticket or account id */
                        q?: string;
                        /**
                         * @description urgency: priority, then latest update; id: opening
                         * @default urgency
                         * @enum {string}
                         */
                        sort?: "urgency" | "id";
                        /**
                         * @description 0 every ticket not closed, else one status
                         * @default 0
                         */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                    closed_at: number | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                    priority: number;
                                    /** @description The ECS instance or cloud phone the ticket is about */
                                    resource_id: string | null;
                                    /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                    status: number;
                                    title: string;
                                    /** @description Unix time in seconds */
                                    updated_at: number;
                                    user_name?: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/tickets/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket and/or move its status (open → processing → waiting for the customer → closed); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        content?: string;
                        id: number;
                        /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default  */
                        content?: string;
                        id: number;
                        /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish two-factor enrolment with the first code from the authenticator app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                    "multipart/form-data": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: boolean;
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                                /** @description false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call */
                                totp_enabled: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor enrolment: a new secret and otpauth URL (shown once; only while two-factor log-in is not set up) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description otpauth://totp/… for a QR code */
                                otpauth_url: string;
                                /** @description Base32 secret, shown once */
                                secret: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/trial/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trial applications as CSV (the list's status, search and order; every matching row, streamed)
         * @description UTF-8 with a byte-order mark; package and region by name. Chinese readers: Chinese header and names, status in words, Beijing times; otherwise columns id, submitted_at (ISO 8601, UTC), user_id, user_name, package, region, contact_name, contact_phone, company, purpose, status (1 under review, 2 approved, 3 rejected, 4 claimed), reviewed_at, reject_reason.
         */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    /** @description Account, contact's name or phone, company (partial), or account id */
                    q?: string;
                    /** @description 1 under review, 2 approved, 3 rejected, 4 claimed, 0 any */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/trial/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trial applications, paged, with status, search and order (under review, newest first by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account, contact's name or phone, company (partial), or account id */
                        q?: string;
                        /**
                         * @description 1 under review, 2 approved, 3 rejected, 4 claimed, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Account, contact's name or phone, company (partial), or account id */
                        q?: string;
                        /**
                         * @description 1 under review, 2 approved, 3 rejected, 4 claimed, 0 any
                         * @default 1
                         */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    company: string;
                                    contact_name: string;
                                    contact_phone: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    package_id: number;
                                    phone_id: string | null;
                                    purpose: string;
                                    region_id: number;
                                    reject_reason: string | null;
                                    reviewed_at: number | null;
                                    /** @description 1 under review, 2 approved (claim with /phone_order/add_pdc_trial_order), 3 rejected, 4 claimed */
                                    status: number;
                                    user_id: number;
                                    user_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/trial/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a trial application under review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company: string;
                                contact_name: string;
                                contact_phone: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                package_id: number;
                                phone_id: string | null;
                                purpose: string;
                                region_id: number;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 1 under review, 2 approved (claim with /phone_order/add_pdc_trial_order), 3 rejected, 4 claimed */
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/trial/review_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject several applications under review at once (each decided and audited on its own) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        ids: number[];
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                done: number[];
                                failed: {
                                    id: number;
                                    msg: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personal_center/user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Profile of the logged-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/add_pdc_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy cloud phones, paid from the wallet (same rules as ECS: 402 data.shortfall, 409 data.price, 503 real-name) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        client_token?: string;
                        /** @default 1 */
                        duration_months?: number;
                        pkg_id: number;
                        /** @description The total shown, yuan */
                        price: string;
                        /** @default 1 */
                        quantity?: number;
                        region_id: number;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        client_token?: string;
                        /** @default 1 */
                        duration_months?: number;
                        pkg_id: number;
                        /** @description The total shown, yuan */
                        price: string;
                        /** @default 1 */
                        quantity?: number;
                        region_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                order_num: string;
                                phones: {
                                    /** @description Renewed for a month from the wallet at expiry */
                                    auto_renew: boolean;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    name: string;
                                    package_id: number;
                                    package_name: string;
                                    phone_id: string;
                                    region_id: number;
                                    region_name: string;
                                    /**
                                     * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "failed" | "expired" | "released";
                                    /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                    trial: boolean;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/add_pdc_trial_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim an approved trial: creates the free trial cloud phone (409 when not approved or already claimed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                order_num: string;
                                phone: {
                                    /** @description Renewed for a month from the wallet at expiry */
                                    auto_renew: boolean;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    name: string;
                                    package_id: number;
                                    package_name: string;
                                    phone_id: string;
                                    region_id: number;
                                    region_name: string;
                                    /**
                                     * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "failed" | "expired" | "released";
                                    /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                    trial: boolean;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/convert_trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert a running trial cloud phone to a paid one, keeping the phone, until the trial’s end: pays the amount shown on the confirmation (with the service agreement) from the wallet as one phone_convert order. 400 order.agreement_required; 402 data.shortfall; 409 data.price, trial.convert_not_trial | trial.convert_expired | trial.convert_state; 503 real-name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        client_token?: string;
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The trial phone’s phone_id (/phone_overview/user_phone_list) */
                        phone_id: string;
                        /** @description The amount shown (from /phone_order/inquiry_convert_trial_price), yuan */
                        price: string;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        auto_renew?: boolean;
                        client_token?: string;
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The trial phone’s phone_id (/phone_overview/user_phone_list) */
                        phone_id: string;
                        /** @description The amount shown (from /phone_order/inquiry_convert_trial_price), yuan */
                        price: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                order_num: string;
                                phone: {
                                    /** @description Renewed for a month from the wallet at expiry */
                                    auto_renew: boolean;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    name: string;
                                    package_id: number;
                                    package_name: string;
                                    phone_id: string;
                                    region_id: number;
                                    region_name: string;
                                    /**
                                     * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "failed" | "expired" | "released";
                                    /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                    trial: boolean;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/get_pdc_pkg_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price of a cloud-phone purchase, computed by the server */
        get: {
            parameters: {
                query: {
                    duration_months?: number;
                    pkg_id: number;
                    quantity?: number;
                    region_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description What is charged, line by line; sums to price */
                                breakdown: {
                                    /** @description Yuan for the whole order; negative for the discount */
                                    amount: string;
                                    /** @description The line in the request’s language */
                                    item: string;
                                    /** @enum {string} */
                                    kind: "instance" | "system_disk" | "data_disk" | "bandwidth" | "package" | "plan" | "discount";
                                }[];
                                discount: string;
                                /** @description Before the duration discount */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description One unit for one month */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/inquiry_convert_trial_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of converting a running trial cloud phone to a paid one for duration_months (today’s catalog price of its package and region), with the trial’s end and the expiry once converted (the paid months follow the trial). 409 data.reason trial.convert_not_trial | trial.convert_expired | trial.convert_state */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The trial phone’s phone_id (/phone_overview/user_phone_list) */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The trial phone’s phone_id (/phone_overview/user_phone_list) */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description What is charged, line by line; sums to price */
                                breakdown: {
                                    /** @description Yuan for the whole order; negative for the discount */
                                    amount: string;
                                    /** @description The line in the request’s language */
                                    item: string;
                                    /** @enum {string} */
                                    kind: "instance" | "system_disk" | "data_disk" | "bandwidth" | "package" | "plan" | "discount";
                                }[];
                                discount: string;
                                /** @description The expiry once converted: the trial’s end plus duration_months */
                                expires_at: number;
                                /** @description Before the duration discount */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description When the trial ends */
                                trial_expires_at: number;
                                /** @description One unit for one month */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/inquiry_renew_pdc_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of renewing a cloud phone for duration_months at today’s catalog price of its package and region. 409 for trial phones and phones not running or expired */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description What is charged, line by line; sums to price */
                                breakdown: {
                                    /** @description Yuan for the whole order; negative for the discount */
                                    amount: string;
                                    /** @description The line in the request’s language */
                                    item: string;
                                    /** @enum {string} */
                                    kind: "instance" | "system_disk" | "data_disk" | "bandwidth" | "package" | "plan" | "discount";
                                }[];
                                discount: string;
                                /** @description Before the duration discount */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description One unit for one month */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_order/renew_pdc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a running or expired cloud phone, paid from the wallet; expiry moves by duration_months from the later of now and the current expiry, an expired phone runs again. 402 data.shortfall; 409 data.price, trial phone or state; 503 real-name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                        /** @description The renewal price shown (from /phone_order/inquiry_renew_pdc_price), yuan */
                        price: string;
                    };
                    "multipart/form-data": {
                        /** @description The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required */
                        agree?: boolean;
                        client_token?: string;
                        /** @description One of /phone/get_pdc_duration */
                        duration_months: number;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                        /** @description The renewal price shown (from /phone_order/inquiry_renew_pdc_price), yuan */
                        price: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Charged, yuan */
                                amount: string;
                                /** @description Cash balance after paying, yuan */
                                balance: string;
                                /** @description Of amount, paid from give_balance */
                                give_amount: string;
                                give_balance: string;
                                order_num: string;
                                phone: {
                                    /** @description Renewed for a month from the wallet at expiry */
                                    auto_renew: boolean;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    name: string;
                                    package_id: number;
                                    package_name: string;
                                    phone_id: string;
                                    region_id: number;
                                    region_name: string;
                                    /**
                                     * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "failed" | "expired" | "released";
                                    /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                    trial: boolean;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_overview/user_phone_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s cloud phones, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Renewed for a month from the wallet at expiry */
                                    auto_renew: boolean;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    fail_reason: string | null;
                                    name: string;
                                    package_id: number;
                                    package_name: string;
                                    phone_id: string;
                                    region_id: number;
                                    region_name: string;
                                    /**
                                     * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                     * @enum {string}
                                     */
                                    status: "pending" | "running" | "failed" | "expired" | "released";
                                    /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                    trial: boolean;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/apply_use_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a free cloud-phone trial (real-name verified main accounts, one per account; 503 unverified, 409 already applied) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        company?: string;
                        contact_name: string;
                        contact_phone: string;
                        pkg_id: number;
                        purpose: string;
                        region_id: number;
                    };
                    "multipart/form-data": {
                        /** @default  */
                        company?: string;
                        contact_name: string;
                        contact_phone: string;
                        pkg_id: number;
                        purpose: string;
                        region_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company: string;
                                contact_name: string;
                                contact_phone: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                package_id: number;
                                phone_id: string | null;
                                purpose: string;
                                region_id: number;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 1 under review, 2 approved (claim with /phone_order/add_pdc_trial_order), 3 rejected, 4 claimed */
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/apply_use_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s trial application, or null */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: ({
                                company: string;
                                contact_name: string;
                                contact_phone: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                package_id: number;
                                phone_id: string | null;
                                purpose: string;
                                region_id: number;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 1 under review, 2 approved (claim with /phone_order/add_pdc_trial_order), 3 rejected, 4 claimed */
                                status: number;
                            } | null) | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/auto_renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn a cloud phone’s auto-renewal on or off (renewed for a month from the wallet at expiry); not for trial phones (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        auto_renew: boolean | ("0" | "1" | "true" | "false");
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        auto_renew: boolean | ("0" | "1" | "true" | "false");
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Renewed for a month from the wallet at expiry */
                                auto_renew: boolean;
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                name: string;
                                package_id: number;
                                package_name: string;
                                phone_id: string;
                                region_id: number;
                                region_name: string;
                                /**
                                 * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "failed" | "expired" | "released";
                                /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                trial: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/get_pdc_duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cloud-phone purchase durations and discounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                label: string;
                                months: number;
                                /** @description Percent of list price paid */
                                price_pct: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/get_pdc_pkg_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cloud-phone packages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cpu: number;
                                id: number;
                                memory_gb: number;
                                name: string;
                                price_month: string;
                                storage_gb: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/get_pdc_regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions offering cloud phones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                id: number;
                                name: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/phone_install_apk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Install an APK on a running cloud phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The APK file (a ZIP archive, at most 100 MB) */
                        file: unknown;
                        /** @description The file name of the APK */
                        file_name: string;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                label: string;
                                package_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/phone_screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A running cloud phone's screen now, as a PNG image (base64) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                mime: "image/png";
                                png_base64: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/phone_stream_ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use, short-lived ticket to open a running cloud phone's screen, and the WebSocket URL to open
         * @description control=1 (default) asks to drive the phone and needs server-2-3; control=0 watches it. One viewer of a phone controls it at a time. An expired phone is refused with code 409, reason phone.stream_expired and data.renew.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Drive the phone (1) or only watch it (0) */
                        control?: boolean;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        /** @description Drive the phone (1) or only watch it (0) */
                        control?: boolean;
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_in: number;
                                ticket: string;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a running or expired cloud phone (→ released at once); the unused time is not refunded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                    "multipart/form-data": {
                        /** @description The phone_id of /phone_overview/user_phone_list */
                        phone_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Renewed for a month from the wallet at expiry */
                                auto_renew: boolean;
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description Unix time in seconds */
                                expires_at: number;
                                fail_reason: string | null;
                                name: string;
                                package_id: number;
                                package_name: string;
                                phone_id: string;
                                region_id: number;
                                region_name: string;
                                /**
                                 * @description pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released
                                 * @enum {string}
                                 */
                                status: "pending" | "running" | "failed" | "expired" | "released";
                                /** @description A free trial phone: it cannot be renewed or set to auto-renew */
                                trial: boolean;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/trial_terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The trial offer’s terms (no log-in): the days a claimed trial cloud phone stays free */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                days: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/two_factor_disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor log-in off; needs a current code or a recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                    "multipart/form-data": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/two_factor_enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor log-in on with a code from the app; answers the 10 recovery codes, shown once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                    "multipart/form-data": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                recovery_codes: string[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/two_factor_setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin set-up: a new TOTP secret and its otpauth:// URL (for the QR code); shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                secret: string;
                                uri: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/two_factor_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether two-factor log-in is on, and how many recovery codes are unused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                enabled: boolean;
                                recovery_codes_left: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/two_factor_step_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove the second factor on this session: release, refund, password change and IP API keys are then allowed for valid_for seconds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                    "multipart/form-data": {
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds */
                                valid_for: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/update_token_expiration_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set this session to 7 days, or 30 with remember-me, from now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        remember: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        remember: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_in: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: revoke this session and the console and cloud-phone tickets not used yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the e-mail with a code (purpose change_email) sent to the new address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_password_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password with an SMS code (purpose verify) sent to the account phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_password_verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password, confirming the current one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm_password: string;
                        old_password: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        confirm_password: string;
                        old_password: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step 2: bind the new phone with a code (purpose change_phone) sent to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        phone: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_phone_verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step 1 of a phone change: confirm the current phone with a code (purpose verify) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                    "multipart/form-data": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                valid_for: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a security group in a region (no rules yet: nothing in); at most 50 per region */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name: string;
                        region_code: string;
                    };
                    "multipart/form-data": {
                        description?: string;
                        name: string;
                        region_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                created_at: number;
                                description: string;
                                group_id: string;
                                instance_count: number;
                                is_default: boolean;
                                name: string;
                                region_code: string;
                                rule_count: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a security group no instance uses (not the default group) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Security group id */
                        group_id: string;
                    };
                    "multipart/form-data": {
                        /** @description Security group id */
                        group_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A security group with its rules and the instances using it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Security group id */
                        group_id: string;
                    };
                    "multipart/form-data": {
                        /** @description Security group id */
                        group_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                created_at: number;
                                description: string;
                                group_id: string;
                                instance_count: number;
                                instances: {
                                    instance_id: string;
                                    name: string;
                                    status: string;
                                }[];
                                is_default: boolean;
                                name: string;
                                region_code: string;
                                rule_count: number;
                                rules: {
                                    /** @enum {string} */
                                    action: "allow" | "deny";
                                    /** @description Source (ingress) or destination (egress) CIDR block, IPv4 or IPv6 */
                                    cidr: string;
                                    created_at: number;
                                    description: string;
                                    /** @enum {string} */
                                    direction: "ingress" | "egress";
                                    id: number;
                                    /** @description First port; -1 for ICMP and all */
                                    port_from: number;
                                    /** @description Last port; -1 for ICMP and all */
                                    port_to: number;
                                    /** @description 1 (first) … 100; at the same priority a deny wins */
                                    priority: number;
                                    /** @enum {string} */
                                    protocol: "tcp" | "udp" | "icmp" | "all";
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/instance_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An instance's security groups and the guest ports its host forwards */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description True when the host applies the current rules; false while a change waits for it */
                                applied: boolean;
                                applied_at: number | null;
                                /** @description Guest ports forwarded to 127.0.0.1 (user-mode hosts; empty on bridged ones) */
                                forwards: {
                                    host_port: number;
                                    port: number;
                                    /** @enum {string} */
                                    protocol: "tcp" | "udp";
                                }[];
                                groups: {
                                    group_id: string;
                                    is_default: boolean;
                                    name: string;
                                }[];
                                instance_id: string;
                                region_code: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/instance_groups_set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set an instance's security groups (1–5 of its region) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group_ids: string[];
                        instance_id: string;
                    };
                    "multipart/form-data": {
                        group_ids: string[];
                        instance_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description True when the host applies the current rules; false while a change waits for it */
                                applied: boolean;
                                applied_at: number | null;
                                /** @description Guest ports forwarded to 127.0.0.1 (user-mode hosts; empty on bridged ones) */
                                forwards: {
                                    host_port: number;
                                    port: number;
                                    /** @enum {string} */
                                    protocol: "tcp" | "udp";
                                }[];
                                groups: {
                                    group_id: string;
                                    is_default: boolean;
                                    name: string;
                                }[];
                                instance_id: string;
                                region_code: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account's security groups (of one region: its default group first, made on first use) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        region_code?: string;
                    };
                    "multipart/form-data": {
                        region_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                created_at: number;
                                description: string;
                                group_id: string;
                                instance_count: number;
                                is_default: boolean;
                                name: string;
                                region_code: string;
                                rule_count: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/rule_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a rule (applied to every instance of the group within seconds); at most 100 per group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default allow
                         * @enum {string}
                         */
                        action?: "allow" | "deny";
                        cidr: string;
                        description?: string;
                        /** @enum {string} */
                        direction: "ingress" | "egress";
                        /** @description Security group id */
                        group_id: string;
                        port_from?: number;
                        port_to?: number;
                        /** @default 1 */
                        priority?: number;
                        /** @enum {string} */
                        protocol: "tcp" | "udp" | "icmp" | "all";
                    };
                    "multipart/form-data": {
                        /**
                         * @default allow
                         * @enum {string}
                         */
                        action?: "allow" | "deny";
                        cidr: string;
                        description?: string;
                        /** @enum {string} */
                        direction: "ingress" | "egress";
                        /** @description Security group id */
                        group_id: string;
                        port_from?: number;
                        port_to?: number;
                        /** @default 1 */
                        priority?: number;
                        /** @enum {string} */
                        protocol: "tcp" | "udp" | "icmp" | "all";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                action: "allow" | "deny";
                                /** @description Source (ingress) or destination (egress) CIDR block, IPv4 or IPv6 */
                                cidr: string;
                                created_at: number;
                                description: string;
                                /** @enum {string} */
                                direction: "ingress" | "egress";
                                id: number;
                                /** @description First port; -1 for ICMP and all */
                                port_from: number;
                                /** @description Last port; -1 for ICMP and all */
                                port_to: number;
                                /** @description 1 (first) … 100; at the same priority a deny wins */
                                priority: number;
                                /** @enum {string} */
                                protocol: "tcp" | "udp" | "icmp" | "all";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security_group/rule_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a rule (applied to every instance of the group within seconds) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Security group id */
                        group_id: string;
                        rule_id: number;
                    };
                    "multipart/form-data": {
                        /** @description Security group id */
                        group_id: string;
                        rule_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshot_center/snapshot_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a snapshot of a cloud disk (live while its instance runs) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id: string;
                        name: string;
                    };
                    "multipart/form-data": {
                        disk_id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description The disk’s size when it was taken, GB */
                                disk_gb: number;
                                disk_id: string;
                                fail_reason: string | null;
                                name: string;
                                /** @description Its real size (qemu-img info), bytes; null while being created */
                                size_bytes: number | null;
                                snapshot_id: string;
                                /** @enum {string} */
                                status: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshot_center/snapshot_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a snapshot */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        snapshot_id: string;
                    };
                    "multipart/form-data": {
                        snapshot_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description The disk’s size when it was taken, GB */
                                disk_gb: number;
                                disk_id: string;
                                fail_reason: string | null;
                                name: string;
                                /** @description Its real size (qemu-img info), bytes; null while being created */
                                size_bytes: number | null;
                                snapshot_id: string;
                                /** @enum {string} */
                                status: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshot_center/snapshot_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s snapshots (of one disk when disk_id is given), newest first, with their real size */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disk_id?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        status?: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                    };
                    "multipart/form-data": {
                        disk_id?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @enum {string} */
                        status?: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description The disk’s size when it was taken, GB */
                                    disk_gb: number;
                                    disk_id: string;
                                    fail_reason: string | null;
                                    name: string;
                                    /** @description Its real size (qemu-img info), bytes; null while being created */
                                    size_bytes: number | null;
                                    snapshot_id: string;
                                    /** @enum {string} */
                                    status: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshot_center/snapshot_rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll the disk back to this snapshot (its instance must be stopped); later data on the disk is lost */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        snapshot_id: string;
                    };
                    "multipart/form-data": {
                        snapshot_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                /** @description The disk’s size when it was taken, GB */
                                disk_gb: number;
                                disk_id: string;
                                fail_reason: string | null;
                                name: string;
                                /** @description Its real size (qemu-img info), bytes; null while being created */
                                size_bytes: number | null;
                                snapshot_id: string;
                                /** @enum {string} */
                                status: "creating" | "available" | "rolling_back" | "deleting" | "deleted" | "failed";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sub-accounts of the main account and the permission catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                rule_catalog: {
                                    group: string;
                                    key: string;
                                    label: string;
                                }[];
                                sub_accounts: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: number;
                                    email: string | null;
                                    id: number;
                                    name: string;
                                    rules: string[];
                                    user_name: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a sub-account that logs in with its own e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        name?: string;
                        password: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                    "multipart/form-data": {
                        email: string;
                        /** @default  */
                        name?: string;
                        password: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: number;
                                email: string | null;
                                id: number;
                                name: string;
                                rules: string[];
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a sub-account and end its sessions (one that placed orders is kept, disabled, for the records) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename, re-grant or disable a sub-account (rules replaces the whole set) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled?: number;
                        id: number;
                        name?: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                    "multipart/form-data": {
                        disabled?: number;
                        id: number;
                        name?: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: number;
                                email: string | null;
                                id: number;
                                name: string;
                                rules: string[];
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/user_rule_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Permission list of the logged-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                control_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                                cost_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                                personal_center_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a support ticket (support operators are e-mailed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Comma-separated upload ids (usage ticket, /base/upload_img) */
                        attachments?: string;
                        /** @enum {string} */
                        category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                        content: string;
                        /**
                         * @description 1 low, 2 normal, 3 high, 4 urgent
                         * @default 2
                         */
                        priority?: number;
                        /** @description An ECS instance id or cloud phone id of the account */
                        resource_id?: string;
                        title: string;
                    };
                    "multipart/form-data": {
                        /** @description Comma-separated upload ids (usage ticket, /base/upload_img) */
                        attachments?: string;
                        /** @enum {string} */
                        category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                        content: string;
                        /**
                         * @description 1 low, 2 normal, 3 high, 4 urgent
                         * @default 2
                         */
                        priority?: number;
                        /** @description An ECS instance id or cloud phone id of the account */
                        resource_id?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket_close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a ticket (it then takes no more replies) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A ticket with its thread, oldest message first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                replies: {
                                    attachments: {
                                        id: number;
                                        mime: string;
                                        size: number;
                                        url: string;
                                    }[];
                                    author: string;
                                    content: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @enum {string} */
                                    from: "customer" | "support";
                                    id: number;
                                }[];
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s tickets, latest activity first (status 0 = all) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 0 */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 0 */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                    closed_at: number | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                    priority: number;
                                    /** @description The ECS instance or cloud phone the ticket is about */
                                    resource_id: string | null;
                                    /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                    status: number;
                                    title: string;
                                    /** @description Unix time in seconds */
                                    updated_at: number;
                                    user_name?: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/ticket_reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a ticket (not when closed); a ticket waiting for you goes back to processing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Comma-separated upload ids (usage ticket, /base/upload_img) */
                        attachments?: string;
                        content: string;
                        id: number;
                    };
                    "multipart/form-data": {
                        /** @description Comma-separated upload ids (usage ticket, /base/upload_img) */
                        attachments?: string;
                        content: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                category: "billing" | "ecs" | "phone" | "account" | "ip_api";
                                closed_at: number | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /** @description 1 low, 2 normal, 3 high, 4 urgent */
                                priority: number;
                                /** @description The ECS instance or cloud phone the ticket is about */
                                resource_id: string | null;
                                /** @description 1 open, 2 processing, 3 waiting for the customer, 4 closed */
                                status: number;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                user_name?: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/access_key_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an AccessKey for the public API; `secret` is in this answer only. 409 accesskey.limit (2 per user); a recent second factor when two-factor is on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Addresses or CIDR blocks, one per line (or comma-separated); empty = any */
                        allowed_ips?: string;
                        description?: string;
                    };
                    "multipart/form-data": {
                        /** @description Addresses or CIDR blocks, one per line (or comma-separated); empty = any */
                        allowed_ips?: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                allowed_ips: string[];
                                created_at: number;
                                description: string;
                                key_id: string;
                                last_used_at: number | null;
                                last_used_call: string | null;
                                last_used_ip: string | null;
                                secret: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/access_key_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an AccessKey; calls signed with it are refused from then on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        key_id: string;
                    };
                    "multipart/form-data": {
                        key_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/access_key_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The AccessKeys of the logged-in user (at most 2), oldest first; secrets are never shown again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                allowed_ips: string[];
                                created_at: number;
                                description: string;
                                key_id: string;
                                last_used_at: number | null;
                                last_used_call: string | null;
                                last_used_ip: string | null;
                                /** @enum {string} */
                                status: "active" | "disabled";
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/access_key_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable or disable an AccessKey, or change its description or source allow-list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Addresses or CIDR blocks, one per line (or comma-separated); empty = any */
                        allowed_ips?: string;
                        description?: string;
                        key_id: string;
                        /** @enum {string} */
                        status?: "active" | "disabled";
                    };
                    "multipart/form-data": {
                        /** @description Addresses or CIDR blocks, one per line (or comma-separated); empty = any */
                        allowed_ips?: string;
                        description?: string;
                        key_id: string;
                        /** @enum {string} */
                        status?: "active" | "disabled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                allowed_ips: string[];
                                created_at: number;
                                description: string;
                                key_id: string;
                                last_used_at: number | null;
                                last_used_call: string | null;
                                last_used_ip: string | null;
                                /** @enum {string} */
                                status: "active" | "disabled";
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agreement_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agreements and policies */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                effective_at: number;
                                title: string;
                                type: string;
                                version: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit_event_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail as CSV (the list’s filters; every matching event, newest first) */
        get: {
            parameters: {
                query?: {
                    access_key_id?: string;
                    /** @description Part of the action, e.g. instances or instance_stop */
                    action?: string;
                    /** @description Unix seconds, inclusive */
                    from?: number;
                    resource?: string;
                    source?: "console" | "api";
                    /** @description Unix seconds, exclusive */
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit_event_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account’s audit trail (90 days): who, which AccessKey, what, on which resource, from where, result */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        access_key_id?: string;
                        /** @description Part of the action, e.g. instances or instance_stop */
                        action?: string;
                        /** @description next_before of the previous page */
                        before?: number;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @default 20 */
                        limit?: number;
                        resource?: string;
                        /** @enum {string} */
                        source?: "console" | "api";
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                    "multipart/form-data": {
                        access_key_id?: string;
                        /** @description Part of the action, e.g. instances or instance_stop */
                        action?: string;
                        /** @description next_before of the previous page */
                        before?: number;
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @default 20 */
                        limit?: number;
                        resource?: string;
                        /** @enum {string} */
                        source?: "console" | "api";
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                items: {
                                    access_key_id: string | null;
                                    action: string;
                                    id: number;
                                    ip: string;
                                    ok: boolean;
                                    request_id: string;
                                    resource: string | null;
                                    /** @enum {string} */
                                    source: "console" | "api";
                                    status: number;
                                    time: number;
                                    user_id: number;
                                }[];
                                next_before: number | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banner_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banners of a page position */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default home */
                        position?: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default home */
                        position?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bg_color: string;
                                id: number;
                                image_url: string | null;
                                link: string;
                                subtitle: string;
                                title: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog_facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The figures public pages quote: regions and zones on sale, and the "from" prices
         * @description ecs_from is the monthly price of the cheapest configuration a customer can order, every mandatory part included (instance type, smallest system disk; no data disk, no bandwidth), priced like an order; its config can be sent to /v1/inquiry_create_instance_price as it is.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description null when no ECS configuration can be ordered */
                                ecs_from: {
                                    config: {
                                        bandwidth_mbps: number;
                                        duration_months: number;
                                        image_id: number;
                                        instance_type_id: number;
                                        region_id: number;
                                        system_disk_gb: number;
                                        system_disk_type: string;
                                        zone_id: number;
                                    };
                                    /** @description Yuan per month */
                                    price_month: string;
                                } | null;
                                /** @description Cheapest cloud-phone package, yuan per month */
                                phone_from: string | null;
                                /** @description Regions with at least one zone */
                                regions: number;
                                /** @description Zones in those regions */
                                zones: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cl_access_callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a conversion (register, login, pay…) of a visit for the ad platform that brought it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        click_id?: string;
                        /** @enum {string} */
                        event: "visit" | "register" | "login" | "pay" | "trial";
                        /** @default  */
                        source?: string;
                        spread_id?: string;
                    };
                    "multipart/form-data": {
                        /** @default  */
                        click_id?: string;
                        /** @enum {string} */
                        event: "visit" | "register" | "login" | "pay" | "trial";
                        /** @default  */
                        source?: string;
                        spread_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/download_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Client downloads (version, size in bytes, SHA-256, platform) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        platform?: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        platform?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /**
                                 * @description Language of `name`: zh-CN when the file has no English name
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                name: string;
                                /** @description What changed, one change a line */
                                notes: string;
                                platform: string;
                                /** @description Unix time in seconds */
                                released_at: number;
                                sha256: string;
                                size_bytes: number;
                                url: string;
                                version: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feedback_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send feedback from the feedback dialog (stored for operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default suggestion
                         * @enum {string}
                         */
                        category?: "suggestion" | "bug" | "billing" | "content" | "other";
                        /**
                         * @description E-mail or phone to reply to (optional)
                         * @default
                         */
                        contact?: string;
                        content: string;
                        /**
                         * @description The page the dialog was opened on
                         * @default
                         */
                        page_url?: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @default suggestion
                         * @enum {string}
                         */
                        category?: "suggestion" | "bug" | "billing" | "content" | "other";
                        /**
                         * @description E-mail or phone to reply to (optional)
                         * @default
                         */
                        contact?: string;
                        content: string;
                        /**
                         * @description The page the dialog was opened on
                         * @default
                         */
                        page_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/friend_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Friend links for the footer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /**
                                 * @description Language of `name`: zh-CN when the link has no English name
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                name: string;
                                url: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One agreement by type (service, privacy, sla, acceptable-use, refund, real-name, cookies, …) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        type: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        type: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Sanitized HTML */
                                content_html: string;
                                /** @description Unix time in seconds */
                                effective_at: number;
                                /**
                                 * @description Language of the text returned
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                title: string;
                                type: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_disk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cloud disk categories (price per GB per month) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                max_gb: number;
                                min_gb: number;
                                name: string;
                                price_gb_month: string;
                                system_disk: boolean;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One document (type 2); the first one when no id is given */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                class_name: string;
                                /** @description Sanitized HTML */
                                content_html: string;
                                cover_url: string | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /**
                                 * @description Language of the text returned
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                next: {
                                    id: number;
                                    title: string;
                                } | null;
                                prev: {
                                    id: number;
                                    title: string;
                                } | null;
                                summary: string;
                                title: string;
                                /** @description Languages this article is published in (for hreflang) */
                                translations: ("zh-CN" | "en")[];
                                type: number;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Purchase durations and their discounts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                label: string;
                                months: number;
                                /** @description Percent of list price paid */
                                price_pct: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hot articles (at most 8) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                created_at: number;
                                id: number;
                                title: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_login_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time code that logs this user in on the other site (valid 60 s, one use) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                /** @description Seconds */
                                expires_in: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_class_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** News classes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        type?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                /** @description 1 news/information, 2 documents */
                                type: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One article (404 for an unknown id or a draft) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        id: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                class_name: string;
                                /** @description Sanitized HTML */
                                content_html: string;
                                cover_url: string | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /**
                                 * @description Language of the text returned
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                next: {
                                    id: number;
                                    title: string;
                                } | null;
                                prev: {
                                    id: number;
                                    title: string;
                                } | null;
                                summary: string;
                                title: string;
                                /** @description Languages this article is published in (for hreflang) */
                                translations: ("zh-CN" | "en")[];
                                type: number;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paginated news list, newest first (page ≥ 1, page_size 1–50; a page past the end is empty) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                    "multipart/form-data": {
                        class_id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    cover_url: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    summary: string;
                                    title: string;
                                    type: number;
                                    views: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_recommend_list_new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended cloud-phone packages with their badge */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                badge: string;
                                cpu: number;
                                id: number;
                                memory_gb: number;
                                name: string;
                                price_month: string;
                                storage_gb: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_father": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parent areas of regions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Regions with their zones */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        father_id?: number;
                    };
                    "multipart/form-data": {
                        father_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                father_id: number;
                                id: number;
                                name: string;
                                zones: {
                                    code: string;
                                    id: number;
                                    name: string;
                                }[];
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone_images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OS images offered in a zone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                os_type: string;
                                version: string;
                                zone_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone_instance_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Instance families and types a zone offers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                description: string;
                                name: string;
                                types: {
                                    code: string;
                                    id: number;
                                    memory_gb: number;
                                    price_month: string;
                                    vcpu: number;
                                }[];
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_spread_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or keep) a visit for traffic attribution; returns the spread id to keep in a cookie (30 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        campaign?: string;
                        /**
                         * @description An ad platform click id (bd_vid, gclid, …)
                         * @default
                         */
                        click_id?: string;
                        /** @default  */
                        landing?: string;
                        /** @default  */
                        medium?: string;
                        /** @default  */
                        referrer?: string;
                        /**
                         * @description utm_source or the referral code
                         * @default
                         */
                        source?: string;
                        /** @description The id kept from an earlier visit: returned unchanged when known */
                        spread_id?: string;
                    };
                    "multipart/form-data": {
                        /** @default  */
                        campaign?: string;
                        /**
                         * @description An ad platform click id (bd_vid, gclid, …)
                         * @default
                         */
                        click_id?: string;
                        /** @default  */
                        landing?: string;
                        /** @default  */
                        medium?: string;
                        /** @default  */
                        referrer?: string;
                        /**
                         * @description utm_source or the referral code
                         * @default
                         */
                        source?: string;
                        /** @description The id kept from an earlier visit: returned unchanged when known */
                        spread_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                spread_id: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform version */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industry_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Industries for the profile form */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: string[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inquiry_create_instance_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of an ECS configuration, computed by the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @default 1 */
                        quantity?: number;
                        /** @description When given, the zone must be in this region */
                        region_id?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @default 1 */
                        quantity?: number;
                        /** @description When given, the zone must be in this region */
                        region_id?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description What is charged, line by line; sums to price */
                                breakdown: {
                                    /** @description Yuan for the whole order; negative for the discount */
                                    amount: string;
                                    /** @description The line in the request’s language */
                                    item: string;
                                    /** @enum {string} */
                                    kind: "instance" | "system_disk" | "data_disk" | "bandwidth" | "package" | "plan" | "discount";
                                }[];
                                /** @description original_price - price, yuan */
                                discount: string;
                                lines: {
                                    item: string;
                                    price_month: string;
                                }[];
                                /** @description Total before the duration discount, yuan */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description One instance for one month, yuan */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login_token_exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a one-time code from /v1/get_login_token for a session token (once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                    "multipart/form-data": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds */
                                expires_in: number;
                                remember: boolean;
                                token: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login_two_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The log-in's second step: the challenge from /v1/phone_login or /v1/user_login_phone_code and a code (5 tries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                    "multipart/form-data": {
                        challenge: string;
                        /** @description A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx) */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unread message count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                count: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Messages, newest first; unread_only=1 for unread */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        unread_only?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        unread_only?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Message centre category; null on older messages */
                                    category: ("finance" | "expiry" | "product" | "service" | "security") | null;
                                    content_html: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    /** @description 1 read, 0 unread */
                                    is_read: number;
                                    title: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Message centre: the channels (in-app, e-mail, SMS) chosen per category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "finance" | "expiry" | "product" | "service" | "security";
                                    email: number;
                                    /** @description 1 on, 0 off */
                                    in_app: number;
                                    /** @description 1: in-app cannot be turned off (money categories) */
                                    in_app_required: number;
                                    sms: number;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_settings_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Message centre: set the channels of one category (in-app stays on for money categories) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "finance" | "expiry" | "product" | "service" | "security";
                        email: number;
                        in_app: number;
                        sms: number;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        category: "finance" | "expiry" | "product" | "service" | "security";
                        email: number;
                        in_app: number;
                        sms: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    category: "finance" | "expiry" | "product" | "service" | "security";
                                    email: number;
                                    /** @description 1 on, 0 off */
                                    in_app: number;
                                    /** @description 1: in-app cannot be turned off (money categories) */
                                    in_app_required: number;
                                    sms: number;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark messages read: ids (comma-separated) or all=1 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        all?: number;
                        /** @description Comma-separated message ids, at most 100 */
                        ids?: string;
                    };
                    "multipart/form-data": {
                        all?: number;
                        /** @description Comma-separated message ids, at most 100 */
                        ids?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                updated: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news_preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An unpublished or scheduled article through its signed preview link (403 when invalid or expired) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        token: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                class_name: string;
                                /** @description Sanitized HTML */
                                content_html: string;
                                cover_url: string | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                /**
                                 * @description Language of the text returned
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                next: {
                                    id: number;
                                    title: string;
                                } | null;
                                prev: {
                                    id: number;
                                    title: string;
                                } | null;
                                preview: {
                                    /** @description Unix time in seconds */
                                    expires_at: number;
                                    /** @enum {string} */
                                    state: "draft" | "scheduled" | "live";
                                };
                                summary: string;
                                title: string;
                                /** @description Languages this article is published in (for hreflang) */
                                translations: ("zh-CN" | "en")[];
                                type: number;
                                /** @description Unix time in seconds */
                                updated_at: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search news and documents in one language (title, summary and body; Chinese and English words)
         * @description Every whitespace-separated term must occur (case-insensitive substring, so Chinese words without spaces are found). Backed by a pg_trgm trigram index on the lower-cased text (docs/decisions/0006-content.md "News search"). Title matches rank first, then newest.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword: string;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                    "multipart/form-data": {
                        keyword: string;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    cover_url: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    summary: string;
                                    title: string;
                                    type: number;
                                    views: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notice_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform notices, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    title: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_pay_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment status of a top-up order: pay_status '1' pending, '2' paid, '3' expired, '4' failed */
        get: {
            parameters: {
                query: {
                    order_num: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                order_num: string;
                                pay_status: string;
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/perfect_user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the profile: name, company, industry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company?: string;
                        /** @description One of /v1/industry_list, in either language (stored by its English name) */
                        industry?: string;
                        name?: string;
                    };
                    "multipart/form-data": {
                        company?: string;
                        /** @description One of /v1/industry_list, in either language (stored by its English name) */
                        industry?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail or phone and password (throttled per account and address); with two-factor on, answers a challenge for /v1/login_two_factor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        account: string;
                        password: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: ({
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | {
                                /** @description Pass to /v1/login_two_factor with a code within 5 minutes */
                                challenge: string;
                                /** @enum {boolean} */
                                two_factor: true;
                            }) | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resource_class_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resource classes (/resource) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resource_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resources, optionally of one class (paginated) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        class_id?: number;
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    description: string;
                                    id: number;
                                    /** @description doc, whitepaper, video or tool */
                                    kind: string;
                                    title: string;
                                    url: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send_email_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by e-mail (one per 60 s per address, 10 a day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                    "multipart/form-data": {
                        email: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds the code stays valid */
                                expires_in: number;
                                /** @description Seconds until another code may be sent */
                                resend_after: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send_sms_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by SMS (one per 60 s per number, 10 a day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                    "multipart/form-data": {
                        phone: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds the code stays valid */
                                expires_in: number;
                                /** @description Seconds until another code may be sent */
                                resend_after: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search news, documents, notices, solutions and resources in one language
         * @description Every whitespace-separated term must occur (case-insensitive substring, so a Chinese word is found inside longer text). Title matches rank first, then newest. `counts` holds the hits of every kind whatever `kind` is.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword: string;
                        /** @enum {string} */
                        kind?: "news" | "doc" | "notice" | "solution" | "resource";
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        keyword: string;
                        /** @enum {string} */
                        kind?: "news" | "doc" | "notice" | "solution" | "resource";
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                counts: {
                                    [key: string]: number;
                                };
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    /**
                                     * @description news, doc (document), notice, solution or resource
                                     * @enum {string}
                                     */
                                    kind: "news" | "doc" | "notice" | "solution" | "resource";
                                    /** @description Plain text around the first match (no HTML) */
                                    snippet: string;
                                    title: string;
                                    /** @description The site path of the item, or the address of a resource */
                                    url: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/solution_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One solution page by slug (bangong, fangzhen, piliang, ruanjian, yingxiao, youxi, zhibo) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        slug: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                        slug: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Optional extra body below the sections: sanitized HTML, may be empty */
                                content_html: string;
                                /**
                                 * @description Language of the text returned
                                 * @enum {string}
                                 */
                                lang: "zh-CN" | "en";
                                /** @description Structured page content in `lang` (null only on pages saved before it existed) */
                                sections: {
                                    approach: {
                                        text: string;
                                        title: string;
                                    }[];
                                    challenges: {
                                        text: string;
                                        title: string;
                                    }[];
                                    intro: string;
                                    /** @default [] */
                                    products: {
                                        href: string;
                                        name: string;
                                        /** @default  */
                                        spec: string;
                                    }[];
                                } | null;
                                slug: string;
                                summary: string;
                                title: string;
                                /** @description Unix time in seconds */
                                updated_at: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/solution_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Industry solution pages */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                    "multipart/form-data": {
                        /**
                         * @description zh-CN (default) or en; without it the Accept-Language header decides
                         * @enum {string}
                         */
                        lang?: "zh-CN" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                slug: string;
                                summary: string;
                                title: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a click on a tracked link or button */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Where the click happened, e.g. home-banner
                         * @default
                         */
                        source?: string;
                        spread_id?: string;
                        /** @description Where it leads */
                        target: string;
                    };
                    "multipart/form-data": {
                        /**
                         * @description Where the click happened, e.g. home-banner
                         * @default
                         */
                        source?: string;
                        spread_id?: string;
                        /** @description Where it leads */
                        target: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ssh_key_pair_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an ed25519 key pair: the public key is added to the account, the private key (OpenSSH format) is answered once and not kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                    "multipart/form-data": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                fingerprint: string;
                                id: number;
                                key_type: string;
                                name: string;
                                private_key: string;
                                public_key: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ssh_secret_key_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an OpenSSH public key (ssh-ed25519, ecdsa-sha2-nistp256/384/521, ssh-rsa ≥ 2048 bits); at most 50 per account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        public_key: string;
                    };
                    "multipart/form-data": {
                        name: string;
                        public_key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                fingerprint: string;
                                id: number;
                                key_type: string;
                                name: string;
                                public_key: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ssh_secret_key_del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an SSH key (instances created with it keep it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ssh_secret_key_list_source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SSH keys of the account, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                fingerprint: string;
                                id: number;
                                key_type: string;
                                name: string;
                                public_key: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_forget_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the password with a code (purpose reset) sent to the account e-mail or phone; with two-factor on, also totp_code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        code: string;
                        confirm_password: string;
                        password: string;
                        /** @description For an account with two-factor log-in on: a code from the authenticator app or a recovery code */
                        totp_code?: string;
                    };
                    "multipart/form-data": {
                        account: string;
                        code: string;
                        confirm_password: string;
                        password: string;
                        /** @description For an account with two-factor log-in on: a code from the authenticator app or a recovery code */
                        totp_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_login_phone_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (or sign up, with `agree`) with phone and SMS code (purpose login); with two-factor on, answers a challenge for /v1/login_two_factor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Agreement to the terms; required when the number has no account yet (the log-in then creates one) */
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        code: string;
                        phone: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        /** @description Agreement to the terms; required when the number has no account yet (the log-in then creates one) */
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        code: string;
                        phone: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: ({
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | {
                                /** @description Pass to /v1/login_two_factor with a code within 5 minutes */
                                challenge: string;
                                /** @enum {boolean} */
                                two_factor: true;
                            }) | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_regis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with e-mail and password, proving the address with a code (/v1/send_email_code, purpose register) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        /** @description The code sent to the e-mail address by /v1/send_email_code with purpose register */
                        code: string;
                        confirm_password: string;
                        email: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        /** @description The code sent to the e-mail address by /v1/send_email_code with purpose register */
                        code: string;
                        confirm_password: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_regis_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with a phone, its SMS code (/v1/send_sms_code, purpose register), a password and the terms; logs in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        /** @description The code sent by /v1/send_sms_code with purpose register */
                        code: string;
                        confirm_password: string;
                        password: string;
                        phone: string;
                    };
                    "multipart/form-data": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        /** @description The code sent by /v1/send_sms_code with purpose register */
                        code: string;
                        confirm_password: string;
                        password: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Site information at start-up */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Where verification codes can be read when SMS or e-mail go to the development outbox (the /dev/outbox page); null in production and when both are sent for real */
                                code_outbox_url: string | null;
                                icp_number: string;
                                police_record: string;
                                site_name: string;
                                site_name_en: string;
                                support_email: string;
                                support_phone: string;
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
